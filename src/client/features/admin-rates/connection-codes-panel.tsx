import { useState, type FormEvent } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import type { ConnectionCodes, ConnectionCodesRequest } from '../../../contract/connection-codes';
import { ApiError } from '../../api';
import { controlProps, Field, FormField } from '../../ui/form-field';
import { schemaOfProblems, useRuledForm, type FieldProblems } from '../../ui/ruled-form';
import { useConnectionCodes, useSaveConnectionCodes } from './api/connection-codes';

// The codes the hotel's other systems (its PMS, a channel manager) know its room types and rate
// plans by, one connection at a time: the system then sends rates and availability in its own
// codes. Everyone who sees the grid sees them; owners change them. A code left empty is no code.

interface CodesFormValues {
  roomTypes: string[];
  ratePlans: string[];
}

const kinds = [
  { list: 'RoomTypes', field: 'roomTypes', legend: 'Room types', word: 'room type' },
  { list: 'RatePlans', field: 'ratePlans', legend: 'Rate plans', word: 'rate plan' },
] as const;

/** What the server would refuse and staff can fix here: a code too long, or one code for two of a kind. */
function codesProblems(values: CodesFormValues): FieldProblems<CodesFormValues> {
  const problems: FieldProblems<CodesFormValues> = {};
  for (const kind of kinds) {
    const seen = new Set<string>();
    values[kind.field].forEach((raw, i) => {
      const code = raw.trim();
      const field = `${kind.field}.${i}` as Path<CodesFormValues>;
      if (code.length > 64) problems[field] = 'A code has 64 characters at most.';
      else if (code && seen.has(code))
        problems[field] = `This code is given to another ${kind.word}: a code means one.`;
      seen.add(code);
    });
  }
  return problems;
}

export function ConnectionCodesPanel({ propertyCode, canManage }: { propertyCode: string; canManage: boolean }) {
  const [connection, setConnection] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const codes = useConnectionCodes(propertyCode, connection);
  const known = codes.data?.Connections ?? [];
  const choose = (event: FormEvent) => {
    event.preventDefault();
    const name = typed.trim();
    setConnection(name === '' ? null : name);
  };
  const id = 'connection-codes-connection';

  return (
    <section className="ari-change connection-codes" aria-labelledby="connection-codes-title">
      <h2 id="connection-codes-title">Codes of your other systems</h2>
      <p className="admin-rates__hint">
        Your PMS or channel manager may send rates and availability naming room types and rate plans by its own codes.
        Name the connection as its API keys name it (PMS, for instance) and give its code for each; without codes, it
        uses the hotel’s own.
      </p>
      <form className="connection-codes__choose" noValidate onSubmit={choose}>
        <Field id={id} label="Connection">
          <input
            {...controlProps({ id })}
            list={`${id}-known`}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <datalist id={`${id}-known`}>
          {known.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <button type="submit" className="sf-button sf-button--secondary">
          Show codes
        </button>
      </form>
      {codes.isError ? (
        <p className="sf-notice sf-notice--negative" role="alert">
          <span>{codes.error.message}</span>
        </p>
      ) : codes.data && codes.data.Connection !== null ? (
        <CodesForm
          key={`${codes.data.Connection}`}
          loaded={codes.data}
          connection={codes.data.Connection}
          propertyCode={propertyCode}
          canManage={canManage}
        />
      ) : null}
    </section>
  );
}

function CodesForm({
  loaded,
  connection,
  propertyCode,
  canManage,
}: {
  loaded: ConnectionCodes;
  connection: string;
  propertyCode: string;
  canManage: boolean;
}) {
  const save = useSaveConnectionCodes(propertyCode, connection);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useRuledForm<CodesFormValues>(schemaOfProblems(codesProblems), {
    defaultValues: {
      roomTypes: loaded.RoomTypes.map((r) => r.ExternalCode ?? ''),
      ratePlans: loaded.RatePlans.map((p) => p.ExternalCode ?? ''),
    },
  });
  const rows = { roomTypes: loaded.RoomTypes, ratePlans: loaded.RatePlans };

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    // The request lists only the codes given; each entry's place in the form, for the server's answers.
    const sent: Record<'roomTypes' | 'ratePlans', number[]> = { roomTypes: [], ratePlans: [] };
    const body: Required<ConnectionCodesRequest> = { RoomTypes: [], RatePlans: [] };
    for (const kind of kinds) {
      rows[kind.field].forEach((row, i) => {
        const code = values[kind.field][i]!.trim();
        if (!code) return;
        sent[kind.field].push(i);
        body[kind.list].push({ Code: row.Code, ExternalCode: code });
      });
    }
    try {
      const saved = await save.mutateAsync(body);
      form.reset({
        roomTypes: saved.RoomTypes.map((r) => r.ExternalCode ?? ''),
        ratePlans: saved.RatePlans.map((p) => p.ExternalCode ?? ''),
      });
      const count = body.RoomTypes.length + body.RatePlans.length;
      setNotice({ ok: true, text: `Saved: ${count} ${count === 1 ? 'code' : 'codes'} for ${connection}.` });
    } catch (error) {
      setNotice({ ok: false, text: error instanceof ApiError ? error.message : 'The codes were not saved.' });
      if (error instanceof ApiError && error.modelState) {
        for (const [name, messages] of Object.entries(error.modelState)) {
          const match = /^(RoomTypes|RatePlans)\[(\d+)\]/.exec(name);
          const kind = kinds.find((k) => k.list === match?.[1]);
          const at = kind ? sent[kind.field][Number(match![2])] : undefined;
          if (kind && at !== undefined)
            form.setError(`${kind.field}.${at}` as Path<CodesFormValues>, {
              type: 'server',
              message: messages.join(' '),
            });
        }
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={save.isPending || undefined}>
        {kinds.map((kind) => (
          <fieldset key={kind.field} className="connection-codes__kind">
            <legend>
              {kind.legend}: {connection}’s codes
            </legend>
            <div className="ari-change__fields">
              {rows[kind.field].map((row, i) => (
                <FormField<CodesFormValues>
                  key={row.Code}
                  name={`${kind.field}.${i}` as Path<CodesFormValues>}
                  idPrefix="connection-codes"
                  label={`${row.Name} (${row.Code})`}
                >
                  {(control) => (
                    <input
                      {...control}
                      autoComplete="off"
                      readOnly={!canManage}
                      {...form.register(`${kind.field}.${i}` as Path<CodesFormValues>)}
                    />
                  )}
                </FormField>
              ))}
            </div>
          </fieldset>
        ))}
        {notice ? (
          <p className={`sf-notice ${notice.ok ? 'sf-notice--positive' : 'sf-notice--negative'}`} role="status">
            <span>{notice.text}</span>
          </p>
        ) : null}
        {canManage ? (
          <button type="submit" className="sf-button" disabled={save.isPending}>
            Save {connection}’s codes
          </button>
        ) : (
          <p className="admin-rates__hint">Owners change these codes.</p>
        )}
      </form>
    </FormProvider>
  );
}
