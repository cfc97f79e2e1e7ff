import { useState, type FormEvent } from 'react';
import type { AdminReservationsPage } from '../../../contract/admin-bookings';
import type { ReservationStatus } from '../../../contract/reservation';
import { controlProps, Field } from '../../ui/form-field';
import type { BookingsFilter } from './api/reservations';
import { paymentTypeNames, statusNames } from './stay-text';

// The bookings list's search and filters: sent to the server (it searches and pages), kept in
// the address so a filtered list can be bookmarked and shared with a colleague. "Payment" finds
// the bookings with money still to collect, or whose automatic charge failed.

type Draft = Record<
  'Search' | 'StayFrom' | 'StayTo' | 'BookedFrom' | 'BookedTo' | 'Status' | 'PaymentType' | 'RatePlanId' | 'Payment',
  string
>;

const paymentFilterNames: Record<NonNullable<BookingsFilter['Payment']>, string> = {
  BalanceDue: 'Balance due',
  PaymentFailed: 'Payment failed',
};

const draftOf = (filter: BookingsFilter): Draft => ({
  Search: filter.Search ?? '',
  StayFrom: filter.StayFrom ?? '',
  StayTo: filter.StayTo ?? '',
  BookedFrom: filter.BookedFrom ?? '',
  BookedTo: filter.BookedTo ?? '',
  Status: filter.Status ?? '',
  PaymentType: filter.PaymentType === undefined ? '' : String(filter.PaymentType),
  RatePlanId: filter.RatePlanId === undefined ? '' : String(filter.RatePlanId),
  Payment: filter.Payment ?? '',
});

function filterOf(draft: Draft): BookingsFilter {
  const text = (value: string) => value.trim() || undefined;
  return {
    Search: text(draft.Search),
    StayFrom: text(draft.StayFrom),
    StayTo: text(draft.StayTo),
    BookedFrom: text(draft.BookedFrom),
    BookedTo: text(draft.BookedTo),
    Status: (text(draft.Status) as ReservationStatus | undefined) ?? undefined,
    PaymentType: draft.PaymentType ? (Number(draft.PaymentType) as BookingsFilter['PaymentType']) : undefined,
    RatePlanId: draft.RatePlanId ? Number(draft.RatePlanId) : undefined,
    Payment: (text(draft.Payment) as BookingsFilter['Payment']) ?? undefined,
  };
}

export function BookingsFilterForm({
  filter,
  ratePlans,
  onFilter,
}: {
  filter: BookingsFilter;
  ratePlans: AdminReservationsPage['RatePlans'];
  onFilter: (filter: BookingsFilter) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(filter));
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(filterOf(draft));
  };
  const field = (key: keyof Draft, hint?: string) => ({ id: `bookings-${key}`, hint });
  return (
    <form className="console-card admin-filters" role="search" aria-label="Find bookings" onSubmit={submit}>
      <Field {...field('Search', 'A reference, a name, an email address or a phone number.')} label="Search">
        <input {...controlProps(field('Search', 'x'))} type="search" value={draft.Search} onChange={set('Search')} />
      </Field>
      <Field {...field('StayFrom')} label="Staying from" optional>
        <input {...controlProps(field('StayFrom'))} type="date" value={draft.StayFrom} onChange={set('StayFrom')} />
      </Field>
      <Field {...field('StayTo')} label="Staying to" optional>
        <input {...controlProps(field('StayTo'))} type="date" value={draft.StayTo} onChange={set('StayTo')} />
      </Field>
      <Field {...field('BookedFrom')} label="Booked from" optional>
        <input
          {...controlProps(field('BookedFrom'))}
          type="date"
          value={draft.BookedFrom}
          onChange={set('BookedFrom')}
        />
      </Field>
      <Field {...field('BookedTo')} label="Booked to" optional>
        <input {...controlProps(field('BookedTo'))} type="date" value={draft.BookedTo} onChange={set('BookedTo')} />
      </Field>
      <Field {...field('Status')} label="Status">
        <select {...controlProps(field('Status'))} value={draft.Status} onChange={set('Status')}>
          <option value="">Any</option>
          {Object.entries(statusNames).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field {...field('PaymentType')} label="Paid by">
        <select {...controlProps(field('PaymentType'))} value={draft.PaymentType} onChange={set('PaymentType')}>
          <option value="">Any</option>
          {Object.entries(paymentTypeNames).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field {...field('Payment')} label="Payment">
        <select {...controlProps(field('Payment'))} value={draft.Payment} onChange={set('Payment')}>
          <option value="">All</option>
          {Object.entries(paymentFilterNames).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field {...field('RatePlanId')} label="Rate plan">
        <select {...controlProps(field('RatePlanId'))} value={draft.RatePlanId} onChange={set('RatePlanId')}>
          <option value="">Any</option>
          {ratePlans.map((plan) => (
            <option key={plan.RatePlanId} value={plan.RatePlanId}>
              {plan.Name}
            </option>
          ))}
        </select>
      </Field>
      <div className="console-actions">
        <button type="submit" className="sf-button sf-button--primary">
          Find bookings
        </button>
        <button
          type="button"
          className="sf-text-button"
          onClick={() => {
            setDraft(draftOf({}));
            onFilter({});
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
