import { useState, type ReactNode } from 'react';
import { nightsBetween } from '../../domain/stay-nights';
import { useMediaQuery, wideScreenQuery } from './media-query';
import { StayCalendar } from './stay-calendar';
import { useStayCalendarData, type CalendarProperty } from './stay-calendar-data';
import { choosingCheckOut, minimumNights, type StayRange } from './stay-calendar-model';
import { longDateText, nightsText, shortDateText } from '../../domain/stay-dates-text';
import { SheetDialog } from './sheet-dialog';
import './dates-dialog.css';

// The dates dialog: the stay calendar of the property with its prices, check-in then
// check-out, and "Done" to use them. Loaded only when a guest first opens it.

export interface DatesDialogProps {
  isOpen: boolean;
  onClose: () => void;
  property: CalendarProperty;
  range: StayRange;
  /** Rooms wanted: each night of the stay needs this many. */
  rooms: number;
  onApply: (range: { checkIn: string; checkOut: string }) => void;
}

export function DatesDialog({ isOpen, onClose, property, range, rooms, onApply }: DatesDialogProps) {
  const [draft, setDraft] = useState<StayRange>(range);
  const wide = useMediaQuery(wideScreenQuery);
  const { rules, priceOf, loading, failed, money } = useStayCalendarData(property, rooms);

  const complete = draft.checkIn !== null && draft.checkOut !== null;
  const nights = complete ? nightsBetween(draft.checkIn!, draft.checkOut!) : 0;
  const minimum = draft.checkIn ? minimumNights(draft.checkIn, rules) : 1;

  const footer = (
    <>
      <button
        type="button"
        className="sf-text-button"
        disabled={draft.checkIn === null}
        onClick={() => setDraft({ checkIn: null, checkOut: null })}
      >
        Clear dates
      </button>
      <button
        type="button"
        className="sf-button sf-button--primary"
        disabled={!complete}
        onClick={() => {
          if (draft.checkIn && draft.checkOut) onApply({ checkIn: draft.checkIn, checkOut: draft.checkOut });
        }}
      >
        {complete ? `Done · ${nightsText(nights)}` : 'Done'}
      </button>
    </>
  );
  return (
    <SheetDialog
      title="Select dates"
      block="dates-dialog"
      isOpen={isOpen}
      onClose={onClose}
      onWillPresent={() => setDraft(range)}
      footer={footer}
    >
      <div className="dates-dialog__summary">
        <p className={`dates-dialog__end${draft.checkIn === null || complete ? ' dates-dialog__end--active' : ''}`}>
          <span className="dates-dialog__end-label">Check-in</span>
          <span className="dates-dialog__end-date">{draft.checkIn ? shortDateText(draft.checkIn) : 'Add date'}</span>
        </p>
        <p className={`dates-dialog__end${choosingCheckOut(draft) ? ' dates-dialog__end--active' : ''}`}>
          <span className="dates-dialog__end-label">Check-out</span>
          <span className="dates-dialog__end-date">{draft.checkOut ? shortDateText(draft.checkOut) : 'Add date'}</span>
        </p>
      </div>
      <p className="dates-dialog__status" role="status">
        {statusText(draft, nights, minimum)}
        {loading ? ' Loading prices…' : failed ? ' Prices could not be loaded; you can still choose dates.' : ''}
      </p>
      <StayCalendar
        range={draft}
        onPick={setDraft}
        rules={rules}
        priceOf={priceOf}
        layout={wide ? 'paged' : 'scroll'}
        monthsPerPage={2}
        label="Stay calendar: choose your check-in date, then your check-out date"
      />
      {money.converted ? (
        <p className="dates-dialog__note">Lowest nightly prices shown in {money.currency} for guidance.</p>
      ) : null}
    </SheetDialog>
  );
}

/** What to do next, short on screen ("2 nights") and in full for screen readers. */
function statusText(range: StayRange, nights: number, minimum: number): ReactNode {
  if (range.checkIn === null) return 'Choose your check-in date.';
  const minimumText = minimum > 1 ? ` Stays from this day have a ${minimum} night minimum.` : '';
  if (range.checkOut === null) {
    return (
      <>
        <span className="visually-hidden">Check-in {longDateText(range.checkIn)}. </span>
        Now choose your check-out date.{minimumText}
      </>
    );
  }
  return (
    <>
      <span className="visually-hidden">
        {longDateText(range.checkIn)} to {longDateText(range.checkOut)},{' '}
      </span>
      {nightsText(nights)}.
    </>
  );
}
