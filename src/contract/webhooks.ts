import { z } from 'zod';
import { isoDateSchema } from './common';

// Webhooks: the hotel's other systems (a channel manager, a PMS) are told of events
// as they happen, by a signed POST to an endpoint they register. Staff (or an API key with the
// webhooks:manage scope) manage endpoints under /api/Admin/Webhooks?PropertyCode=. Each event
// is the JSON envelope { Id, Type, CreatedAt, Data }, sent with the headers below; a 2xx answer
// within 10 seconds counts as delivered, anything else is tried again with backoff for three
// days. An endpoint failing for three days is disabled and the hotel told by email.
//
// Signature: `Stayfront-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
// keyed with the endpoint's secret (shown once, when it is added). Check it over the raw body,
// before parsing, and refuse a t far from now.

export const webhookEventTypeSchema = z.enum([
  'booking.revision',
  'precheckin.completed',
  'table_booking.created',
  'table_booking.cancelled',
  'ari.changed',
]);
export type WebhookEventTypeName = z.infer<typeof webhookEventTypeSchema>;

/** The test event POST .../Test sends: to that endpoint only, whatever it listens for. */
export const webhookPingType = 'ping';

export const webhookEventDescriptions: Record<WebhookEventTypeName, string> = {
  'booking.revision': 'A booking was made, changed, cancelled or marked a no-show: its new revision',
  'precheckin.completed': 'A guest completed pre-check-in for a booking',
  'table_booking.created': 'A guest booked a table at one of the hotel’s restaurants',
  'table_booking.cancelled': 'Staff cancelled a table booking',
  'ari.changed': 'Rooms to sell, rates or restrictions changed: one event per batch of changes',
};

export const webhookSignatureHeader = 'Stayfront-Signature';
export const webhookEventIdHeader = 'Stayfront-Event-Id';
export const webhookEventTypeHeader = 'Stayfront-Event-Type';

export const maxWebhookUrlLength = 2000;

// --- the calls -------------------------------------------------------------------------------

export const createWebhookRequestSchema = z.object({
  Url: z
    .string()
    .trim()
    .min(1, 'Enter the address of your endpoint.')
    .max(maxWebhookUrlLength, `The address is too long (${maxWebhookUrlLength} characters at most).`)
    .describe('Where events are POSTed: https:// (plain http:// only while this server is not on https)'),
  Events: z
    .array(webhookEventTypeSchema)
    .min(1, 'Choose at least one event.')
    .max(webhookEventTypeSchema.options.length)
    .describe('The event types the endpoint is sent'),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequestSchema>;

export const createWebhookResponseSchema = z.object({
  WebhookId: z.number().int(),
  Secret: z.string().describe('The signing secret: shown this once, keep it in the receiving system'),
});
export type CreateWebhookResponse = z.infer<typeof createWebhookResponseSchema>;

export const webhookSchema = z.object({
  WebhookId: z.number().int(),
  Url: z.string(),
  Events: z.array(webhookEventTypeSchema),
  Enabled: z.boolean(),
  /** When deliveries started failing (null: the last one succeeded). */
  FailingSince: z.string().nullable(),
  /** When it was disabled after three days of failures (null: enabled, or never disabled). */
  DisabledAt: z.string().nullable(),
  CreatedAt: z.string(),
  /** Deliveries waiting to be made or tried again. */
  Pending: z.number().int(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ Webhooks: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

export const webhookIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const webhookDeliveryStateSchema = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryState = z.infer<typeof webhookDeliveryStateSchema>;

export const webhookDeliverySchema = z.object({
  DeliveryId: z.number().int(),
  EventId: z.string(),
  EventType: z.string(),
  /** pending: to be sent or tried again; delivered: answered 2xx; failed: given up after three days. */
  State: webhookDeliveryStateSchema,
  Attempts: z.number().int(),
  /** The endpoint's last answer (HTTP status), null when it never answered. */
  LastStatus: z.number().int().nullable(),
  /** Why the last attempt failed (a status, a timeout, an address refused). */
  LastError: z.string().nullable(),
  CreatedAt: z.string(),
  DeliveredAt: z.string().nullable(),
  /** When a pending delivery is (next) tried. */
  NextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  PropertyCode: z.string().min(1).max(64),
  /** Newest first, this many at most. */
  Limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const webhookDeliveryListSchema = z.object({ Deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookTestResponseSchema = z.object({ EventId: z.string(), DeliveryId: z.number().int() });
export type WebhookTestResponse = z.infer<typeof webhookTestResponseSchema>;

// --- what is sent ----------------------------------------------------------------------------

/** The envelope of every event; Data is the resource as its own event type describes it. */
export const webhookEnvelopeSchema = <T extends z.ZodType>(type: z.ZodType<string>, data: T) =>
  z.object({
    Id: z.string().describe('The event id (also the Stayfront-Event-Id header): the same on every retry'),
    Type: type,
    CreatedAt: z.string().describe('When the change was committed (ISO 8601, UTC)'),
    Data: data,
  });

export const precheckinCompletedDataSchema = z.object({
  PropertyCode: z.string(),
  ReferenceNumber: z.string(),
  CompletedAt: z.string(),
  /** Whether a card is kept on file for the stay after this pre-check-in. */
  CardOnFile: z.boolean(),
  /** The guest's notes to the hotel as they now stand. */
  Notes: z.string(),
  Rooms: z.array(
    z.object({
      ReservationItemId: z.number().int(),
      LeadGuest: z.object({ FirstName: z.string(), LastName: z.string() }),
      Guests: z.array(
        z.object({
          FirstName: z.string(),
          LastName: z.string(),
          Email: z.string().nullable(),
          Phone: z.string().nullable(),
        }),
      ),
      RoomConfigurationName: z.string().nullable(),
    }),
  ),
});
export type PrecheckinCompletedData = z.infer<typeof precheckinCompletedDataSchema>;

export const tableBookingDataSchema = z.object({
  PropertyCode: z.string(),
  BookingReference: z.string(),
  RestaurantId: z.number().int(),
  RestaurantName: z.string(),
  VisitDate: isoDateSchema,
  /** 'HH:mm' on the hotel's clock. */
  VisitTime: z.string(),
  PartySize: z.number().int(),
  Email: z.string(),
  ContactNumber: z.string(),
  SpecialRequests: z.string(),
  Status: z.enum(['Booked', 'Cancelled']),
  CreatedAt: z.string(),
  CancelledAt: z.string().nullable(),
});
export type TableBookingData = z.infer<typeof tableBookingDataSchema>;

export const ariChangedDataSchema = z.object({
  PropertyCode: z.string(),
  Changes: z.array(
    z.object({
      RoomTypeId: z.number().int(),
      RoomTypeCode: z.string(),
      /** Null: the room type's rooms to sell or stop-sell; else one of its rate plans. */
      RatePlanId: z.number().int().nullable(),
      RatePlanCode: z.string().nullable(),
      /** The nights whose values changed, as runs of consecutive nights (both ends included). */
      Ranges: z.array(z.object({ From: isoDateSchema, To: isoDateSchema })),
      /** The values set, as the change asked (rates in major units of the hotel's currency). */
      Set: z.object({
        Rooms: z.number().int().optional(),
        Closed: z.boolean().optional(),
        Rate: z.number().optional(),
        MinStay: z.number().int().optional(),
        MaxStay: z.number().int().nullable().optional(),
        ClosedToArrival: z.boolean().optional(),
        ClosedToDeparture: z.boolean().optional(),
      }),
    }),
  ),
});
export type AriChangedData = z.infer<typeof ariChangedDataSchema>;

export const pingDataSchema = z.object({
  PropertyCode: z.string(),
  WebhookId: z.number().int(),
  Message: z.string(),
});
