import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ownedBy } from './columns';
import { properties } from './properties';

// Companies that may book on account (company invoice, docs/product.md, who may pay how).
export const companies = pgTable(
  'companies',
  {
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    name: text('name').notNull(),
    accountCode: text('account_code').notNull(),
    city: text('city').notNull().default(''),
    countryCode: text('country_code').notNull().default('GB'),
  },
  (t) => [uniqueIndex('companies_property_account').on(t.propertyId, t.accountCode)],
);

// Gift vouchers; `remaining` only moves through conditional updates and never below zero.
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    code: text('code').notNull(),
    initialValue: integer('initial_value').notNull(),
    remaining: integer('remaining').notNull(),
    currency: text('currency').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    // An experience voucher (e.g. "Spa day for two") triggers the experience warning.
    isExperience: boolean('is_experience').notNull().default(false),
  },
  (t) => [
    uniqueIndex('gift_vouchers_property_code').on(t.propertyId, t.code),
    check('gift_vouchers_remaining', sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.initialValue}`),
  ],
);
