import { useState } from 'react';
import { ShownOnce } from '../admin/shown-once';
import { FormProvider, useFormContext } from 'react-hook-form';
import { describeError } from '../../api';
import { FormField } from '../../ui/form-field';
import { useRuledForm } from '../../ui/ruled-form';
import { useAddWebhook } from './api/webhooks';
import { webhookEventLabels, webhookFormSchema, type WebhookFormValues } from './webhook-form';

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
      <p className="console-muted webhooks__url">{shown.url}</p>
    </ShownOnce>
  );
}

function EventChoices() {
  const { register, formState } = useFormContext<WebhookFormValues>();
  const error = formState.errors.Events?.message;
  return (
    <fieldset className="webhooks__choices" aria-describedby={error ? 'webhook-events-error' : undefined}>
      <legend className="sf-field__label">Events to send</legend>
      {Object.entries(webhookEventLabels).map(([type, label]) => (
        <label key={type} className="webhooks__choice">
          <input type="checkbox" value={type} {...register('Events')} />
          <span>
            {label}
            <span className="webhooks__choice-type">{type}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id="webhook-events-error" className="sf-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function AddEndpointForm({
  propertyCode,
  onAdded,
}: {
  propertyCode: string;
  onAdded: (shown: ShownSecret) => void;
}) {
  const add = useAddWebhook(propertyCode);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuledForm<WebhookFormValues>(webhookFormSchema, { defaultValues: { Url: '', Events: [] } });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const url = values.Url.trim();
      const created = await add.mutateAsync({ Url: url, Events: values.Events });
      onAdded({ webhookId: created.WebhookId, url, secret: created.Secret });
      form.reset();
    } catch (error) {
      setProblem(describeError(error));
    }
  });
  return (
    <section className="console-card" aria-labelledby="webhook-add-title">
      <h2 id="webhook-add-title">Add an endpoint</h2>
      <FormProvider {...form}>
        <form
          className="console-form"
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-busy={add.isPending || undefined}
        >
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
          <EventChoices />
          {problem ? (
            <p className="sf-notice sf-notice--negative" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="console-actions">
            <button type="submit" className="sf-button sf-button--primary" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add endpoint'}
            </button>
          </div>
        </form>
      </FormProvider>
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
