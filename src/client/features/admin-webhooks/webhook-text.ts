import { describeError } from '../../api';
import { notify } from '../../ui/notices';
import { webhookEventLabels } from './webhook-form';

// What the Webhooks page's parts share: times and events in words, and a failed call told.

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string) => timeFormat.format(new Date(iso));
export const eventLabel = (type: string) => webhookEventLabels[type as keyof typeof webhookEventLabels] ?? 'Test event';
export const failed = (error: unknown) => void notify({ message: describeError(error), kind: 'negative' });
