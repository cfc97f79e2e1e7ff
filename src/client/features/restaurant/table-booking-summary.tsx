import { calendarOutline, peopleOutline, pricetagOutline, restaurantOutline, timeOutline } from 'ionicons/icons';
import type { TimeSlot } from '../../../contract/restaurant';
import { partySizeText } from '../../../domain/table-booking';
import { longDateText } from '../../../domain/stay-dates-text';
import { Icon } from '../../ui/icon';

// The table as chosen so far, the problem of the last attempt and the Book button: beside the
// steps on wide screens, below them on phones.

export interface TableBookingSummaryProps {
  ids: string;
  restaurantName: string | undefined;
  partySize: number;
  visitDate: string;
  chosenSlot: TimeSlot | undefined;
  problem: string | null;
  busy: boolean;
}

export function TableBookingSummary({
  ids,
  restaurantName,
  partySize,
  visitDate,
  chosenSlot,
  problem,
  busy,
}: TableBookingSummaryProps) {
  return (
    <aside className="sf-card table-summary" aria-labelledby={`${ids}-summary`}>
      <h2 id={`${ids}-summary`} className="table-summary__title">
        Your table
      </h2>
      <dl className="table-summary__list">
        <SummaryRow icon={restaurantOutline} term="Restaurant" value={restaurantName ?? 'Not chosen'} />
        <SummaryRow icon={peopleOutline} term="Party" value={partySizeText(partySize)} />
        <SummaryRow icon={calendarOutline} term="Date" value={visitDate ? longDateText(visitDate) : 'Not chosen'} />
        <SummaryRow
          icon={timeOutline}
          term="Time"
          value={
            chosenSlot
              ? `${chosenSlot.Time}${chosenSlot.IsLeaveTimeRequired && chosenSlot.LeaveTime ? ` until ${chosenSlot.LeaveTime}` : ''}`
              : 'Not chosen'
          }
        />
        {chosenSlot?.Promotions[0] ? (
          <SummaryRow icon={pricetagOutline} term="Offer" value={chosenSlot.Promotions[0].Name} />
        ) : null}
      </dl>
      {problem ? (
        <p className="sf-notice sf-notice--negative table-summary__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        className="sf-button sf-button--primary table-summary__book"
        disabled={busy}
        aria-describedby={problem ? undefined : `${ids}-book-note`}
      >
        {busy ? <span className="sf-spinner" aria-hidden="true" /> : null}
        <span>{busy ? 'Booking your table…' : 'Book table'}</span>
      </button>
      <p id={`${ids}-book-note`} className="table-summary__note">
        No payment needed. We'll email your confirmation.
      </p>
    </aside>
  );
}

function SummaryRow({ icon, term, value }: { icon: string; term: string; value: string }) {
  return (
    <div className="table-summary__row">
      <dt>
        <Icon icon={icon} />
        <span>{term}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
