import { ShownOnce } from '../admin/shown-once';
import { FormField } from '../../ui/form-field';
import { useRuledForm } from '../../ui/ruled-form';
import { useAddWebhook } from './api/webhooks';
import { webhookEventLabels, webhookFormSchema, type WebhookFormValues } from './webhook-form';
import { ConsoleChoices } from '../admin/console-choices';
import { ConsoleForm, ConsoleFormEnd, useConsoleSubmit } from '../admin/console-form';

// Adding an endpoint: its address and events; then its signing secret, shown this once; and how
// the receiving system checks an event.

export interface ShownSecret {
  webhookId: number;
  url: string;
  secret: string;
}

/** Shown where the form was sent from, and brought into view: it will not be shown again. */
export function SecretOnce({ shown, onDone }: { shown: ShownSecret; onDone: () => void }) {
  return (
    <ShownOnce
      id="webhook-secret-title"
      title="Endpoint added: copy its signing secret now"
      secret={shown.secret}
      copyLabel="Copy secret"
      onDone={onDone}
    >
      <p>
        Your system checks each event’s <code>Stayfront-Signature</code> with this secret. It is shown only this once;
        if it is lost, remove the endpoint and add it again.
      </p>
      <p className="console-muted console-code">{shown.url}</p>
    </ShownOnce>
  );
}

const eventChoices = Object.entries(webhookEventLabels).map(([value, label]) => ({ value, label }));

export function AddEndpointForm({
  propertyCode,
  onAdded,
}: {
  propertyCode: string;
  onAdded: (shown: ShownSecret) => void;
}) {
  const add = useAddWebhook(propertyCode);
  const form = useRuledForm<WebhookFormValues>(webhookFormSchema, { defaultValues: { Url: '', Events: [] } });
  const { problem, submit } = useConsoleSubmit(form, async (values) => {
    const url = values.Url.trim();
    const created = await add.mutateAsync({ Url: url, Events: values.Events });
    onAdded({ webhookId: created.WebhookId, url, secret: created.Secret });
    form.reset();
  });
  return (
    <section className="console-card" aria-labelledby="webhook-add-title">
      <h2 id="webhook-add-title">Add an endpoint</h2>
      <ConsoleForm form={form} onSubmit={submit} pending={add.isPending}>
        <FormField<WebhookFormValues>
          name="Url"
          idPrefix="webhook"
          label="Endpoint address"
          hint="https:// and a public address, e.g. https://pms.example.com/hooks/stayfront"
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              {...form.register('Url')}
            />
          )}
        </FormField>
        <ConsoleChoices<WebhookFormValues>
          name="Events"
          legend="Events to send"
          choices={eventChoices}
          errorId="webhook-events-error"
        />
        <ConsoleFormEnd problem={problem} pending={add.isPending} pendingLabel="Adding…">
          Add endpoint
        </ConsoleFormEnd>
      </ConsoleForm>
    </section>
  );
}

export function SigningHelp() {
  return (
    <section className="console-card" aria-labelledby="webhook-signing-title">
      <h2 id="webhook-signing-title">Checking an event</h2>
      <p>
        Each event is a POST of JSON <code>{'{ Id, Type, CreatedAt, Data }'}</code> with the headers{' '}
        <code>Stayfront-Event-Id</code>, <code>Stayfront-Event-Type</code> and{' '}
        <code>Stayfront-Signature: t=&lt;unix time&gt;,v1=&lt;signature&gt;</code>. The signature is the hex
        HMAC-SHA256, keyed with the secret, of <code>t</code>, a full stop and the raw body. Answer 2xx within 10
        seconds; the same event may come twice, so skip an Id you have handled.
      </p>
    </section>
  );
}
