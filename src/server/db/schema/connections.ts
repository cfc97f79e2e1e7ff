import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, firstAnswer, id, instant, mayName, outboxAttempts, ownedBy } from './columns';
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
    id: id(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => propertyGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    connection: text('connection').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    keyHash: text('key_hash').notNull(),
    // The first characters, so the console can show which key is which.
    keyPrefix: text('key_prefix').notNull(),
    createdByStaffId: mayName('created_by_staff_id', () => staffMembers.id),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
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
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
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
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    reservationId: ownedBy('reservation_id', () => reservations.id),
    referenceNumber: text('reference_number').notNull(),
    sequence: integer('sequence').notNull(),
    feedPosition: bigint('feed_position', { mode: 'number' }).notNull(),
    status: text('status', { enum: bookingRevisionStatuses }).notNull(),
    booking: jsonb('booking').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    acknowledgedAt: instant('acknowledged_at'),
    acknowledgedByKeyId: mayName('acknowledged_by_key_id', () => apiKeys.id),
    externalReference: text('external_reference'),
    // When the hotel was told it was not acknowledged in time.
    alertedAt: instant('alerted_at'),
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
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    failingSince: instant('failing_since'),
    disabledAt: instant('disabled_at'),
    createdByKeyId: mayName('created_by_key_id', () => apiKeys.id),
    createdByStaffId: mayName('created_by_staff_id', () => staffMembers.id),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_property').on(t.propertyId)],
);

// The transactional outbox of events: written in the change's transaction with one delivery
// per endpoint subscribed then, and sent after the commit.
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    eventId: text('event_id').notNull(),
    type: text('type', { enum: webhookEventTypes }).notNull(),
    // Events of one key (a booking's reference) are delivered in order to each endpoint.
    orderingKey: text('ordering_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_events_event_id').on(t.eventId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookEventId: ownedBy('webhook_event_id', () => webhookEvents.id),
    endpointId: ownedBy('endpoint_id', () => webhookEndpoints.id),
    orderingKey: text('ordering_key').notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    ...outboxAttempts(),
    lastStatus: integer('last_status'),
    deliveredAt: instant('delivered_at'),
    createdAt: createdAt(),
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
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    idempotencyKey: text('idempotency_key').notNull(),
    ...firstAnswer(),
  },
  (t) => [uniqueIndex('ari_change_requests_key').on(t.propertyId, t.idempotencyKey)],
);
