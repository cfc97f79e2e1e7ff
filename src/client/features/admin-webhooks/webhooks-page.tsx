import { useState } from 'react';
import type { Webhook } from '../../../contract/webhooks';
import { useConsolePage } from '../admin/console-property';
import { AddEndpointForm, SecretOnce, SigningHelp, type ShownSecret } from './add-endpoint';
import { useEnableWebhook, useRemoveWebhook, useTestWebhook, useWebhooks } from './api/webhooks';
import { webhookEventLabels } from './webhook-form';
import { Deliveries } from './webhook-deliveries';
import { failed, when } from './webhook-text';
import './admin-webhooks.css';
import { ConfirmActions } from '../admin/confirm-actions';
import { ConsoleLoaded } from '../admin/console-query';
import { ConsoleActionButton } from '../admin/console-action';

// Connections > Webhooks (owners): the endpoints the hotel's other systems listen on. Add one
// (its signing secret is shown here once), see whether each is receiving, send it a test,
// enable one that was disabled after three days of failures, and read its deliveries (state,
// the endpoint's answer, when) with a resend for any of them.

export function WebhooksPage() {
  const { propertyCode } = useConsolePage('Webhooks');
  return <Webhooks propertyCode={propertyCode} />;
}

/** The page itself, for the property named. */
export function Webhooks({ propertyCode }: { propertyCode: string }) {
  const webhooks = useWebhooks(propertyCode);
  const [opened, setOpened] = useState<number | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  return (
    <>
      <p className="console-eyebrow">Connections</p>
      <h1 className="console__title">Webhooks</h1>
      <p className="console-intro">
        Your other systems (a channel manager, a PMS) are told as things happen here: each event is posted to the
        endpoints listening for it, signed with the endpoint’s secret, and tried again for three days until it is
        received.
      </p>
      <section className="console-card" aria-labelledby="webhooks-list-title">
        <h2 id="webhooks-list-title">Endpoints</h2>
        <ConsoleLoaded query={webhooks} loading="Loading webhooks…">
          {({ Webhooks: endpoints }) =>
            endpoints.length === 0 ? (
              <p className="console-muted">No endpoints yet: add one below.</p>
            ) : (
              <ul className="console-items" aria-label="Endpoints">
                {endpoints.map((endpoint) => (
                  <EndpointItem
                    key={endpoint.WebhookId}
                    propertyCode={propertyCode}
                    endpoint={endpoint}
                    open={endpoint.WebhookId === opened}
                    onOpen={() => setOpened(endpoint.WebhookId === opened ? null : endpoint.WebhookId)}
                    onRemoved={() => setOpened((current) => (current === endpoint.WebhookId ? null : current))}
                  />
                ))}
              </ul>
            )
          }
        </ConsoleLoaded>
      </section>
      {secret ? <SecretOnce shown={secret} onDone={() => setSecret(null)} /> : null}
      <AddEndpointForm propertyCode={propertyCode} onAdded={setSecret} />
      <SigningHelp />
    </>
  );
}

function EndpointStatus({ endpoint }: { endpoint: Webhook }) {
  if (!endpoint.Enabled)
    return (
      <span className="console-status console-status--off">
        Disabled{endpoint.DisabledAt ? ` ${when(endpoint.DisabledAt)}` : ''}
      </span>
    );
  if (endpoint.FailingSince)
    return <span className="console-status console-status--failing">Failing since {when(endpoint.FailingSince)}</span>;
  return <span className="console-status console-status--on">Receiving</span>;
}

function EndpointItem({
  propertyCode,
  endpoint,
  open,
  onOpen,
  onRemoved,
}: {
  propertyCode: string;
  endpoint: Webhook;
  open: boolean;
  onOpen: () => void;
  onRemoved: () => void;
}) {
  const test = useTestWebhook(propertyCode);
  const enable = useEnableWebhook(propertyCode);
  const remove = useRemoveWebhook(propertyCode);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="console-item">
      <div className="console-item__head">
        <p className="console-code">{endpoint.Url}</p>
        <EndpointStatus endpoint={endpoint} />
      </div>
      <ul className="console-tags" aria-label="Events it is sent">
        {endpoint.Events.map((type) => (
          <li key={type}>{webhookEventLabels[type]}</li>
        ))}
      </ul>
      <p className="console-muted webhooks__meta">
        Added {when(endpoint.CreatedAt)}
        {endpoint.Pending > 0 ? ` · ${endpoint.Pending} waiting to be delivered` : ''}
      </p>
      {!endpoint.Enabled ? (
        <p className="sf-notice sf-notice--warning">
          Deliveries failed for three days, so nothing is sent to it. Once it answers again, send a test, then enable
          it: what waited is sent, in order.
        </p>
      ) : null}
      {confirming ? (
        <ConfirmActions
          question={`Remove ${endpoint.Url}?`}
          confirmLabel="Remove this endpoint"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(endpoint.WebhookId, {
              onError: failed,
              onSuccess: onRemoved,
              onSettled: () => setConfirming(false),
            })
          }
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className="console-actions">
          <button type="button" className="sf-button sf-button--secondary" aria-expanded={open} onClick={onOpen}>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </button>
          <ConsoleActionButton
            call={test}
            variables={endpoint.WebhookId}
            done="Test event sent. Its delivery shows below."
            onDone={open ? undefined : onOpen}
          >
            Send test
          </ConsoleActionButton>
          {!endpoint.Enabled ? (
            <ConsoleActionButton
              call={enable}
              variables={endpoint.WebhookId}
              done="Enabled. What waited is being sent."
              className="sf-button sf-button--primary"
            >
              Enable
            </ConsoleActionButton>
          ) : null}
          <button type="button" className="sf-text-button" onClick={() => setConfirming(true)}>
            Remove
          </button>
        </div>
      )}
      {open ? <Deliveries propertyCode={propertyCode} endpoint={endpoint} /> : null}
    </li>
  );
}
