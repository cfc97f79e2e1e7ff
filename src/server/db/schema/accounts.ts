import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, mayName, ownedBy, sessionTimes, singleUseToken, updatedAt } from './columns';
import { properties } from './properties';

// Guest accounts (docs/product.md, guest accounts). One account per email address across every
// property; the property a guest registered at names the emails they get. Passwords are
// argon2id hashes; session, confirm and reset tokens are stored only as SHA-256 hashes, so a
// copy of the database opens no account.

export const individuals = pgTable(
  'individuals',
  {
    id: id(),
    // Lower-cased and trimmed: the address is the login.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    telephone: text('telephone').notNull().default(''),
    receiveBrandOffers: boolean('receive_brand_offers').notNull().default(false),
    // docs/product.md, who may pay how: the guest may choose how to pay (e.g. on invoice) where the property lets them.
    canChoosePaymentMethod: boolean('can_choose_payment_method').notNull().default(false),
    registeredPropertyId: mayName('registered_property_id', () => properties.id),
    emailConfirmedAt: instant('email_confirmed_at'),
    passwordChangedAt: instant('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('individuals_email').on(t.email)],
);

// A signed-in browser. The cookie holds a random token; the row holds its hash.
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    individualId: ownedBy('individual_id', () => individuals.id),
    ...sessionTimes(),
  },
  (t) => [
    uniqueIndex('account_sessions_token_hash').on(t.tokenHash),
    index('account_sessions_individual').on(t.individualId),
  ],
);

export const accountTokenPurposes = ['confirm_email', 'reset_password'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

// Single-use confirm-email and reset-password tokens, delivered by email.
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    individualId: ownedBy('individual_id', () => individuals.id),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    ...singleUseToken(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash').on(t.tokenHash),
    index('account_tokens_individual').on(t.individualId),
  ],
);

// A saved card: the gateway's token and what the guest recognises it by. Never the number or CVV.
export const savedCards = pgTable(
  'saved_cards',
  {
    id: id(),
    individualId: ownedBy('individual_id', () => individuals.id),
    gateway: text('gateway').notNull(),
    token: text('token').notNull(),
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    nameOnCard: text('name_on_card').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_cards_individual').on(t.individualId),
    check('saved_cards_expiry', sql`${t.expiryMonth} BETWEEN 1 AND 12`),
  ],
);

// Counters for limits that must hold across app servers (the account calls' and the routes'):
// one row per key, its window starting at the key's first hit and restarting at the first hit
// after it ends.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [uniqueIndex('rate_limit_counters_key').on(t.key), index('rate_limit_counters_window').on(t.windowStart)],
);
