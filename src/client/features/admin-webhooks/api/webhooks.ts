import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookRequest,
  CreateWebhookResponse,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookList,
  WebhookTestResponse,
} from '../../../../contract/webhooks';
import { segment } from '../../../api';
import { adminQueryRoot, adminRequest } from '../../admin/admin-api';

// The Webhooks page's calls: GET/POST /api/Admin/Webhooks, DELETE .../:id, POST .../:id/Enable,
// GET .../:id/Deliveries, POST .../Deliveries/:id/Resend, POST .../:id/Test. After each change
// the endpoints (their waiting count) and the deliveries are asked again, and the audit log.

const webhooksKey = (propertyCode: string) => [adminQueryRoot, 'webhooks', propertyCode] as const;

export const webhooksQueryOptions = (propertyCode: string) =>
  queryOptions({
    queryKey: webhooksKey(propertyCode),
    queryFn: () => adminRequest<WebhookList>('Webhooks', { propertyCode }),
  });

export const useWebhooks = (propertyCode: string) => useQuery(webhooksQueryOptions(propertyCode));

/** An endpoint's latest deliveries; asked again every few seconds while any is waiting to go. */
export const useWebhookDeliveries = (propertyCode: string, webhookId: number | null) =>
  useQuery({
    queryKey: [...webhooksKey(propertyCode), webhookId, 'deliveries'],
    queryFn: () =>
      adminRequest<WebhookDeliveryList>(`Webhooks/${segment(webhookId!)}/Deliveries`, {
        propertyCode,
        query: { Limit: 50 },
      }),
    enabled: webhookId !== null,
    refetchInterval: (query) =>
      query.state.data?.Deliveries.some((delivery) => delivery.State === 'pending') ? 4000 : false,
  });

function useWebhookChange<Args, Result>(propertyCode: string, call: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: webhooksKey(propertyCode) });
      await queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'audit-log', propertyCode] });
    },
  });
}

export const useAddWebhook = (propertyCode: string) =>
  useWebhookChange(propertyCode, (body: CreateWebhookRequest) =>
    adminRequest<CreateWebhookResponse>('Webhooks', { method: 'POST', propertyCode, body }),
  );

export const useRemoveWebhook = (propertyCode: string) =>
  useWebhookChange(propertyCode, (webhookId: number) =>
    adminRequest<void>(`Webhooks/${segment(webhookId)}`, { method: 'DELETE', propertyCode }),
  );

export const useEnableWebhook = (propertyCode: string) =>
  useWebhookChange(propertyCode, (webhookId: number) =>
    adminRequest<Webhook>(`Webhooks/${segment(webhookId)}/Enable`, { method: 'POST', propertyCode }),
  );

export const useTestWebhook = (propertyCode: string) =>
  useWebhookChange(propertyCode, (webhookId: number) =>
    adminRequest<WebhookTestResponse>(`Webhooks/${segment(webhookId)}/Test`, { method: 'POST', propertyCode }),
  );

export const useResendDelivery = (propertyCode: string) =>
  useWebhookChange(propertyCode, (deliveryId: number) =>
    adminRequest<WebhookDelivery>(`Webhooks/Deliveries/${segment(deliveryId)}/Resend`, {
      method: 'POST',
      propertyCode,
    }),
  );
