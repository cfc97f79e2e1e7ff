import { z } from 'zod';
import { maxWebhookUrlLength, webhookEventTypeSchema } from '../../../contract/webhooks';

// The form that adds an endpoint: its address and the events it is sent. The server checks the
// address fully (https://, a public address its name resolves to); the form catches the slips.

export const webhookFormSchema = z.object({
  Url: z
    .string()
    .trim()
    .min(1, { error: 'Enter the address of your endpoint.' })
    .max(maxWebhookUrlLength, { error: `The address is too long (${maxWebhookUrlLength} characters at most).` })
    .regex(/^https?:\/\/[^\s/]+/i, { error: 'Enter the full address, starting with https://.' }),
  Events: z.array(webhookEventTypeSchema).min(1, { error: 'Choose at least one event.' }),
});
export type WebhookFormValues = z.input<typeof webhookFormSchema>;

/** The events in words, in the order the form lists them. */
export const webhookEventLabels: Record<z.infer<typeof webhookEventTypeSchema>, string> = {
  'booking.revision': 'Bookings made, changed or cancelled',
  'precheckin.completed': 'Pre-check-in completed',
  'table_booking.created': 'Table booked',
  'table_booking.cancelled': 'Table booking cancelled',
  'ari.changed': 'Rates and availability changed',
};
