import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { properties, propertyGroups } from './properties';
import { reservations } from './reservations';
import { staffMembers } from './staff';

// The hotel's other systems (a channel manager, a PMS): their API keys, the codes they know our
// room types and rate plans by, the booking revisions they pull and acknowledge, the webhooks
// they are told by, and the ARI batches they push.

export const apiKeyScopes = ['bookings:read', 'ari:write', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

// An API key of one property or of a group's properties. Only its SHA-256 is kept; the key is
// shown once. `connection` names the other system: its codes (external_codes) are the key's.
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => propertyGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    connection: text('connection').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    keyHash: text('key_hash').notNull(),
    // The first characters, so the console can show which key is which.
    keyPrefix: text('key_prefix').notNull(),
    createdByStaffId: integer('created_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash').on(t.keyHash),
    index('api_keys_property').on(t.propertyId),
    index('api_keys_group').on(t.groupId),
    check('api_keys_owner', sql`(${t.propertyId} IS NULL) <> (${t.groupId} IS NULL)`),
  ],
);

// The other system's code for one of our room types or rate plans, per connection.
export const externalCodes = pgTable(
  'external_codes',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    connection: text('connection').notNull(),
    entity: text('entity', { enum: ['room_type', 'rate_plan'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    uniqueIndex('external_codes_code').on(t.propertyId, t.connection, t.entity, t.code),
    uniqueIndex('external_codes_entity').on(t.propertyId, t.connection, t.entity, t.entityId),
  ],
);

export const bookingRevisionStatuses = ['New', 'Modified', 'Cancelled', 'NoShow'] as const;

// Every booking event as the whole booking then stands, numbered per booking (`sequence`) and
// placed in the property's feed (`feed_position`, taken from booking_revision_feeds in the
// event's transaction, so positions follow commit order per property: a reader paging by
// position never skips a revision committed late).
export const bookingRevisions = pgTable(
  'booking_revisions',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    referenceNumber: text('reference_number').notNull(),
    sequence: integer('sequence').notNull(),
    feedPosition: bigint('feed_position', { mode: 'number' }).notNull(),
    status: text('status', { enum: bookingRevisionStatuses }).notNull(),
    booking: jsonb('booking').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedByKeyId: integer('acknowledged_by_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    externalReference: text('external_reference'),
    // When the hotel was told it was not acknowledged in time.
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_revisions_sequence').on(t.reservationId, t.sequence),
    uniqueIndex('booking_revisions_feed').on(t.propertyId, t.feedPosition),
    index('booking_revisions_unacknowledged')
      .on(t.propertyId, t.feedPosition)
      .where(sql`${t.acknowledgedAt} IS NULL`),
  ],
);

// The last feed position handed out per property (its row is locked by the revision's transaction).
export const bookingRevisionFeeds = pgTable('booking_revision_feeds', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull().default(0),
});

export const webhookEventTypes = [
  'booking.revision',
  'precheckin.completed',
  'table_booking.created',
  'table_booking.cancelled',
  'ari.changed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

// An endpoint the hotel's system listens on. The signing secret is kept encrypted under the
// server's secret key (it must be read back to sign); disabled after three days of failures.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdByKeyId: integer('created_by_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    createdByStaffId: integer('created_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_property').on(t.propertyId)],
);

// The transactional outbox of events: written in the change's transaction with one delivery
// per endpoint subscribed then, and sent after the commit.
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type', { enum: webhookEventTypes }).notNull(),
    // Events of one key (a booking's reference) are delivered in order to each endpoint.
    orderingKey: text('ordering_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_event_id').on(t.eventId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookEventId: integer('webhook_event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    orderingKey: text('ordering_key').notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint').on(t.webhookEventId, t.endpointId),
    index('webhook_deliveries_pending')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_order').on(t.endpointId, t.orderingKey, t.webhookEventId),
  ],
);

// An ARI batch under its Idempotency-Key: sent again, it gets the first answer and changes nothing.
export const ariChangeRequests = pgTable(
  'ari_change_requests',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ari_change_requests_key').on(t.propertyId, t.idempotencyKey)],
);
