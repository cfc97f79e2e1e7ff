import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import {
  ariChangedDataSchema,
  pingDataSchema,
  precheckinCompletedDataSchema,
  tableBookingDataSchema,
  webhookEnvelopeSchema,
  webhookEventDescriptions,
  webhookEventIdHeader,
  webhookEventTypeHeader,
  webhookPingType,
  webhookSignatureHeader,
  type WebhookEventTypeName,
} from '../../contract/webhooks';

// The events the API sends, for the OpenAPI document's `webhooks` (OpenAPI 3.1): one entry per
// event type, the POST the hotel's endpoint receives, its headers and body. The bodies come
// from the same contract schemas the events are built to.

/** A booking revision's Data: the booking revisions feed describes the booking in full. */
const bookingRevisionDataSchema = z
  .record(z.string(), z.unknown())
  .describe(
    'The revision as GET /api/Admin/BookingRevisions answers it: the whole booking as it then stands, its status (New, Modified, Cancelled, NoShow) and its sequence',
  );

const dataSchemas: Record<WebhookEventTypeName | typeof webhookPingType, z.ZodType> = {
  'booking.revision': bookingRevisionDataSchema,
  'precheckin.completed': precheckinCompletedDataSchema,
  'table_booking.created': tableBookingDataSchema,
  'table_booking.cancelled': tableBookingDataSchema,
  'ari.changed': ariChangedDataSchema,
  [webhookPingType]: pingDataSchema,
};

const descriptions: Record<string, string> = {
  ...webhookEventDescriptions,
  [webhookPingType]: 'A test event, sent from the console or POST /api/Admin/Webhooks/{id}/Test to one endpoint',
};

const header = (name: string, description: string, example: string): OpenAPIV3_1.ParameterObject => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

const headers = [
  header(
    webhookSignatureHeader,
    't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint\'s secret>. Compare in constant time, over the raw body, and refuse a t more than a few minutes from now.',
    't=1767225600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
  ),
  header(
    webhookEventIdHeader,
    "The event's id (the body's Id): the same on every retry; skip one you have already handled",
    '1f0c9a4e-6f1e-4b8e-9d55-2a3c1b7e8f60',
  ),
  header(webhookEventTypeHeader, "The event's type (the body's Type)", 'booking.revision'),
];

function operationOf(type: string, data: z.ZodType): OpenAPIV3_1.OperationObject {
  const schema = z.toJSONSchema(webhookEnvelopeSchema(z.literal(type), data), {
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as OpenAPIV3_1.SchemaObject;
  return {
    summary: descriptions[type] ?? type,
    description:
      'POSTed to each enabled endpoint subscribed to this type. Answer 2xx within 10 seconds; anything else is tried again (30 s, doubling, at most an hour apart) for three days, in order per booking.',
    operationId: `webhook_${type.replace(/\W/g, '_')}`,
    tags: ['Webhooks'],
    parameters: headers,
    requestBody: { required: true, content: { 'application/json': { schema } } },
    responses: {
      '2XX': { description: 'Received: the delivery is done' },
      default: { description: 'Not received: it is tried again' },
    },
  };
}

export function webhookDocs(): Record<string, OpenAPIV3_1.PathItemObject> {
  // (openapi-types' 3.1 path item types its operations as 3.0 ones; the objects are 3.1's.)
  return Object.fromEntries(
    Object.entries(dataSchemas).map(([type, data]) => [type, { post: operationOf(type, data) }]),
  ) as Record<string, OpenAPIV3_1.PathItemObject>;
}
