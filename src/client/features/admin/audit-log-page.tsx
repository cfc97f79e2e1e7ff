import { useState, type FormEvent } from 'react';
import type { AuditEntry } from '../../../contract/admin-staff';
import { controlProps, Field } from '../../ui/form-field';
import { auditLogPageSize, useAuditLog, type AuditLogFilter } from './api/audit-log';
import { useConsolePage } from './console-property';
import { ConsoleTable } from './console-table';
import { ConsoleLoaded } from './console-query';
import { ConsolePager, pageCountOf } from './console-pager';

// The audit log (owners and managers): every change staff made here, newest first, paged on the
// server; filtered by the person who made it (pick a name in the list) or by what it was made
// to (a booking reference, a staff member's email). The filter lives in the address.

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function AuditLogPage({
  filter,
  onFilter,
}: {
  filter: AuditLogFilter;
  onFilter: (filter: AuditLogFilter) => void;
}) {
  const { propertyCode } = useConsolePage('Audit log');
  const log = useAuditLog(propertyCode, filter);
  const person = log.data?.Entries.find((e) => e.StaffId === filter.staffId);
  const pages = log.data ? pageCountOf(log.data.Total, auditLogPageSize) : 1;
  return (
    <>
      <h1 className="console__title">Audit log</h1>
      <SubjectFilter key={filter.subjectRef ?? ''} filter={filter} onFilter={onFilter} />
      {filter.staffId !== undefined ? (
        <p className="console-actions">
          Changes by {person ? person.StaffName || person.StaffEmail : 'one person'}.
          <button
            type="button"
            className="sf-text-button"
            onClick={() => onFilter({ ...filter, staffId: undefined, page: 1 })}
          >
            Show everyone’s
          </button>
        </p>
      ) : null}
      <section className="console-card" aria-labelledby="audit-entries-title" aria-busy={log.isFetching || undefined}>
        <h2 id="audit-entries-title">Changes</h2>
        <ConsoleLoaded query={log} loading="Loading the audit log…">
          {(data) =>
            data.Entries.length === 0 ? (
              <p className="console-muted">No changes match.</p>
            ) : (
              <AuditTable entries={data.Entries} onPerson={(staffId) => onFilter({ ...filter, staffId, page: 1 })} />
            )
          }
        </ConsoleLoaded>
        {log.data && log.data.Total > 0 ? (
          <ConsolePager
            label="Audit log pages"
            page={filter.page}
            pages={pages}
            onPage={(page) => onFilter({ ...filter, page })}
          >
            Page {filter.page} of {pages} ({log.data.Total} changes)
          </ConsolePager>
        ) : null}
      </section>
    </>
  );
}

function SubjectFilter({ filter, onFilter }: { filter: AuditLogFilter; onFilter: (filter: AuditLogFilter) => void }) {
  const [subject, setSubject] = useState(filter.subjectRef ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filter, subjectRef: subject.trim() || undefined, page: 1 });
  };
  const field = { id: 'audit-subject', hint: 'A booking reference, or a staff member’s email address.' };
  return (
    <form className="console-card console-form__row" role="search" onSubmit={submit}>
      <Field {...field} label="Changes to">
        <input {...controlProps(field)} value={subject} onChange={(e) => setSubject(e.target.value)} />
      </Field>
      <div className="console-actions">
        <button type="submit" className="sf-button sf-button--primary">
          Filter
        </button>
        {filter.subjectRef ? (
          <button
            type="button"
            className="sf-text-button"
            onClick={() => onFilter({ ...filter, subjectRef: undefined, page: 1 })}
          >
            Clear
          </button>
        ) : null}
      </div>
    </form>
  );
}

function AuditTable({ entries, onPerson }: { entries: AuditEntry[]; onPerson: (staffId: number) => void }) {
  return (
    <ConsoleTable columns={['When', 'Who', 'What', 'Subject', 'Before', 'After']}>
      {entries.map((entry) => (
        <tr key={entry.Id}>
          <td>{timeFormat.format(new Date(entry.At))}</td>
          <td>
            {entry.StaffId === null ? (
              entry.StaffName
            ) : (
              <button
                type="button"
                className="sf-text-button"
                title={`Only changes by ${entry.StaffName || entry.StaffEmail}`}
                onClick={() => onPerson(entry.StaffId!)}
              >
                {entry.StaffName || entry.StaffEmail}
              </button>
            )}
          </td>
          <td>{entry.Action}</td>
          <td>{entry.SubjectRef}</td>
          <td>
            <ChangeValue value={entry.Before} />
          </td>
          <td>
            <ChangeValue value={entry.After} />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

function ChangeValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="console-muted">—</span>;
  const text =
    typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
          .map(([key, v]) => `${key}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
          .join('\n')
      : String(value);
  return <pre className="console-change">{text}</pre>;
}
