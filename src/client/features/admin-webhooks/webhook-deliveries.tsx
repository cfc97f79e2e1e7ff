import type { Webhook, WebhookDelivery } from '../../../contract/webhooks';
import { ConsoleTable } from '../admin/console-table';
import { useResendDelivery, useWebhookDeliveries } from './api/webhooks';
import { eventLabel, when } from './webhook-text';
import { ConsoleLoaded } from '../admin/console-query';
import { ConsoleActionButton } from '../admin/console-action';

// An endpoint's latest deliveries: the event, its state (delivered, waiting for its next try,
// given up), the endpoint's last answer, when, how many attempts; and Resend for any of them.

function DeliveryState({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.State === 'delivered') return <span className="console-status console-status--on">Delivered</span>;
  if (delivery.State === 'failed') return <span className="console-status console-status--off">Gave up</span>;
  return (
    <span className="console-status console-status--failing">
      {delivery.Attempts === 0 ? 'Sending' : 'Waiting'}
      {delivery.Attempts > 0 && delivery.NextAttemptAt ? (
        <span className="webhooks__next"> next try {when(delivery.NextAttemptAt)}</span>
      ) : null}
    </span>
  );
}

/** Inside the endpoint's card, opened from it. */
export function Deliveries({ propertyCode, endpoint }: { propertyCode: string; endpoint: Webhook }) {
  const deliveries = useWebhookDeliveries(propertyCode, endpoint.WebhookId);
  const resend = useResendDelivery(propertyCode);
  const titleId = `webhook-${endpoint.WebhookId}-deliveries`;
  return (
    <section className="webhooks__deliveries" aria-labelledby={titleId} aria-busy={deliveries.isFetching || undefined}>
      <div className="webhooks__deliveries-head">
        <h3 id={titleId}>Deliveries</h3>
        <button
          type="button"
          className="sf-text-button"
          disabled={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          Refresh
        </button>
      </div>
      <ConsoleLoaded query={deliveries} loading="Loading deliveries…">
        {(data) =>
          data.Deliveries.length === 0 ? (
            <p className="console-muted">Nothing sent yet. Send a test to see it arrive.</p>
          ) : (
            <ConsoleTable
              columns={[
                'Event',
                'Status',
                'Answer',
                'Time',
                'Attempts',
                <span className="visually-hidden">Actions</span>,
              ]}
            >
              {data.Deliveries.map((delivery) => (
                <tr key={delivery.DeliveryId}>
                  <td data-label="Event">
                    {eventLabel(delivery.EventType)}
                    <span className="webhooks__event-id" title={delivery.EventId}>
                      {delivery.EventType} · {delivery.EventId.slice(0, 8)}
                    </span>
                  </td>
                  <td data-label="Status">
                    <DeliveryState delivery={delivery} />
                  </td>
                  <td data-label="Answer">
                    {delivery.LastStatus !== null
                      ? `HTTP ${delivery.LastStatus}`
                      : delivery.Attempts > 0
                        ? 'No answer'
                        : '–'}
                    {delivery.LastError && delivery.LastStatus === null && delivery.State !== 'delivered' ? (
                      <span className="webhooks__error">{delivery.LastError}</span>
                    ) : null}
                  </td>
                  <td data-label="Time">{when(delivery.DeliveredAt ?? delivery.CreatedAt)}</td>
                  <td data-label="Attempts">{delivery.Attempts}</td>
                  <td>
                    <ConsoleActionButton
                      call={resend}
                      variables={delivery.DeliveryId}
                      done="Sent again."
                      className="sf-text-button"
                      label={`Resend ${eventLabel(delivery.EventType).toLowerCase()} ${delivery.EventId.slice(0, 8)}`}
                    >
                      Resend
                    </ConsoleActionButton>
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )
        }
      </ConsoleLoaded>
    </section>
  );
}
