import { useState } from 'react';
import { ShownOnce } from '../admin/shown-once';
import type { ApiKey, CreatedApiKey } from '../../../contract/admin-api-keys';
import { describeError } from '../../api';
import { FormField } from '../../ui/form-field';
import { notify } from '../../ui/notices';
import { useRuledForm } from '../../ui/ruled-form';
import { useConsolePage } from '../admin/console-property';
import { apiKeyFormSchema, apiKeyScopeLabels, apiKeyScopes, type ApiKeyFormValues } from './api-key-form';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api/api-keys';
import './admin-api-keys.css';
import { ConsoleChoices } from '../admin/console-choices';
import { ConsoleForm, ConsoleFormEnd, useConsoleSubmit } from '../admin/console-form';
import { ConfirmActions } from '../admin/confirm-actions';
import { ConsoleLoaded } from '../admin/console-query';

// Connections > API keys (owners): the keys the hotel's other systems (a channel manager, a
// PMS) call Stayfront with. Make one with what it may do (the key is shown here once), see when
// each was last used, and revoke one that is lost or no longer needed. A key of the group
// reaches each of its hotels; only the group's owners make or revoke those.

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => timeFormat.format(new Date(iso));
const failed = (error: unknown) => void notify({ message: describeError(error), kind: 'negative' });

export function ApiKeysPage() {
  const { propertyCode } = useConsolePage('API keys');
  return <ApiKeys propertyCode={propertyCode} />;
}

/** The page's body for one property: the keys, the key just made, and the form. */
export function ApiKeys({ propertyCode }: { propertyCode: string }) {
  const keys = useApiKeys(propertyCode);
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const list = keys.data;
  return (
    <>
      <p className="console-eyebrow">Connections</p>
      <h1 className="console__title">API keys</h1>
      <p className="console-intro">
        Your other systems (a channel manager, a PMS) read bookings, change rates and availability, and manage webhooks
        through the Stayfront API with a key, sent as <code>Authorization: Bearer &lt;key&gt;</code>. Each key may do
        only what you tick, on this hotel only (or every hotel of the group, for a key of the group).
      </p>
      <section className="console-card" aria-labelledby="api-keys-list-title">
        <h2 id="api-keys-list-title">Keys</h2>
        <ConsoleLoaded query={keys} loading="Loading API keys…">
          {(data) =>
            data.ApiKeys.length === 0 ? (
              <p className="console-muted">No keys yet: make one below.</p>
            ) : (
              <ul className="console-items">
                {data.ApiKeys.map((key) => (
                  <KeyItem
                    key={key.Id}
                    apiKey={key}
                    propertyCode={propertyCode}
                    mayRevoke={key.GroupCode === null || data.MayManageGroupKeys}
                  />
                ))}
              </ul>
            )
          }
        </ConsoleLoaded>
      </section>
      {made ? <KeyOnce made={made} onDone={() => setMade(null)} /> : null}
      <NewKeyForm
        propertyCode={propertyCode}
        groupCode={list?.MayManageGroupKeys ? list.GroupCode : null}
        onMade={setMade}
      />
    </>
  );
}

function KeyItem({ apiKey, propertyCode, mayRevoke }: { apiKey: ApiKey; propertyCode: string; mayRevoke: boolean }) {
  const revoke = useRevokeApiKey(propertyCode);
  const [confirming, setConfirming] = useState(false);
  const revoked = apiKey.RevokedAt !== null;
  return (
    <li className={revoked ? 'console-item api-keys__key--revoked' : 'console-item'}>
      <div className="console-item__head">
        <h3 className="api-keys__name">{apiKey.Name}</h3>
        {/* Said aloud when the key is revoked: the card itself tells it, no notice needed. */}
        <span role="status">
          {revoked ? (
            <span className="console-status console-status--off">Revoked {when(apiKey.RevokedAt!)}</span>
          ) : (
            <span className="console-status console-status--on">In use</span>
          )}
        </span>
      </div>
      <p className="console-code">
        <span className="visually-hidden">Key starting </span>
        {apiKey.Prefix}_…
      </p>
      <ul className="console-tags" aria-label="What it may do">
        {apiKey.Scopes.map((scope) => (
          <li key={scope}>{apiKeyScopeLabels[scope]}</li>
        ))}
      </ul>
      <dl className="api-keys__facts">
        <div>
          <dt>Connection</dt>
          <dd>{apiKey.Connection}</dd>
        </div>
        <div>
          <dt>Reaches</dt>
          <dd>{apiKey.GroupCode ? `Every hotel of the group ${apiKey.GroupCode}` : 'This hotel'}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{apiKey.LastUsedAt ? when(apiKey.LastUsedAt) : 'Never'}</dd>
        </div>
        <div>
          <dt>Made</dt>
          <dd>
            {when(apiKey.CreatedAt)}
            {apiKey.CreatedBy ? ` by ${apiKey.CreatedBy}` : ' from the server shell'}
          </dd>
        </div>
      </dl>
      {revoked ? null : !mayRevoke ? (
        <p className="console-muted api-keys__note">Only an owner of the group may revoke it.</p>
      ) : confirming ? (
        <ConfirmActions
          question={`Revoke ${apiKey.Name}?`}
          confirmLabel={`Revoke ${apiKey.Name}`}
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate(apiKey.Id, { onError: failed, onSettled: () => setConfirming(false) })}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className="console-actions">
          <button type="button" className="sf-button sf-button--secondary" onClick={() => setConfirming(true)}>
            Revoke
          </button>
        </div>
      )}
    </li>
  );
}

/** The key just made, brought into view: it is never shown again. */
function KeyOnce({ made, onDone }: { made: CreatedApiKey; onDone: () => void }) {
  return (
    <ShownOnce
      id="api-key-once-title"
      title="Key made: copy it now"
      secret={made.Key}
      copyLabel="Copy key"
      onDone={onDone}
    >
      <p>Put it in {made.Name}’s settings. It is shown only this once; if it is lost, revoke it and make another.</p>
    </ShownOnce>
  );
}

const scopeChoices = apiKeyScopes.map((scope) => ({ value: scope, label: apiKeyScopeLabels[scope] }));

function NewKeyForm({
  propertyCode,
  groupCode,
  onMade,
}: {
  propertyCode: string;
  /** The group whose keys the member may make, or null. */
  groupCode: string | null;
  onMade: (made: CreatedApiKey) => void;
}) {
  const create = useCreateApiKey(propertyCode);
  const form = useRuledForm<ApiKeyFormValues>(apiKeyFormSchema, {
    defaultValues: { Name: '', Connection: '', Scopes: [], ForGroup: false },
  });
  const { problem, submit } = useConsoleSubmit(form, async (values) => {
    const connection = values.Connection.trim();
    const made = await create.mutateAsync({
      Name: values.Name.trim(),
      ...(connection ? { Connection: connection } : {}),
      Scopes: values.Scopes,
      ...(groupCode && values.ForGroup ? { ForGroup: true } : {}),
    });
    onMade(made);
    form.reset();
  });
  return (
    <section className="console-card" aria-labelledby="api-key-new-title">
      <h2 id="api-key-new-title">Make a key</h2>
      <ConsoleForm form={form} onSubmit={submit} pending={create.isPending}>
        <div className="console-form__row api-keys__fields">
          <FormField<ApiKeyFormValues>
            name="Name"
            idPrefix="api-key"
            label="Name"
            hint="The system that will use it, e.g. PMS or Channel manager"
          >
            {(control) => <input {...control} autoComplete="off" {...form.register('Name')} />}
          </FormField>
          <FormField<ApiKeyFormValues>
            name="Connection"
            idPrefix="api-key"
            label="Connection"
            optional
            hint="What your room type and rate plan codes for that system are kept under; the name if left empty"
          >
            {(control) => <input {...control} autoComplete="off" spellCheck={false} {...form.register('Connection')} />}
          </FormField>
        </div>
        <ConsoleChoices<ApiKeyFormValues>
          name="Scopes"
          legend="What it may do"
          choices={scopeChoices}
          errorId="api-key-scopes-error"
        />
        {groupCode ? (
          <label className="console-choice">
            <input type="checkbox" {...form.register('ForGroup')} />
            <span>For every hotel of the group {groupCode}</span>
          </label>
        ) : null}
        <ConsoleFormEnd problem={problem} pending={create.isPending} pendingLabel="Making…">
          Make key
        </ConsoleFormEnd>
      </ConsoleForm>
    </section>
  );
}
