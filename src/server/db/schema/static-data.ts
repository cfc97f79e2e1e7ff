import { pgTable, text, integer } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const countries = pgTable('countries', {
  id: id(),
  // ISO 3166-1 alpha-2
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
});

export const creditCardTypes = pgTable('credit_card_types', {
  id: id(),
  // visa, mastercard, amex, discover, diners, jcb, unionpay, troy (as domain/card-types names them)
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});
