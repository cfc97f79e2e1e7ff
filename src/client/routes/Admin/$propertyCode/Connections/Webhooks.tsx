import { createFileRoute } from '@tanstack/react-router';
import { WebhooksPage } from '../../../../features/admin-webhooks/webhooks-page';

// Owners: Connections > Webhooks, the endpoints the hotel's other systems are told by.
export const Route = createFileRoute('/Admin/$propertyCode/Connections/Webhooks')({
  component: WebhooksPage,
});
