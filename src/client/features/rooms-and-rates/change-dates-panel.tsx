import { useState } from 'react';
import { nightsBetween } from '../../../domain/stay-nights';
import { useMediaQuery, wideScreenQuery } from '../../ui/media-query';
import { StayCalendar } from '../../ui/stay-calendar';
import type { StayCalendarData } from '../../ui/stay-calendar-data';
import type { StayRange } from '../../ui/stay-calendar-model';
import { longDateText, nightsText } from '../../ui/stay-dates-text';

/** The availability calendar on Rooms and Rates, compact: new dates, then a search for them. */
export function ChangeDatesPanel({
  calendar,
  from,
  to,
  onSearch,
  onCancel,
}: {
  calendar: StayCalendarData;
  from: string;
  to: string;
  onSearch: (range: { checkIn: string; checkOut: string }) => void;
  onCancel: () => void;
}) {
  const wide = useMediaQuery(wideScreenQuery);
  const [draft, setDraft] = useState<StayRange>({ checkIn: from, checkOut: to });
  const complete = draft.checkIn !== null && draft.checkOut !== null;
  const changed = draft.checkIn !== from || draft.checkOut !== to;
  return (
    <section className="change-dates" aria-labelledby="change-dates-title">
      <h2 id="change-dates-title" className="change-dates__title">
        Availability calendar
      </h2>
      <p className="change-dates__status" role="status">
        {draft.checkIn === null
          ? 'Choose your check-in date.'
          : draft.checkOut === null
            ? `Check-in ${longDateText(draft.checkIn)}. Now choose your check-out date.`
            : `${longDateText(draft.checkIn)} to ${longDateText(draft.checkOut)}, ${nightsText(nightsBetween(draft.checkIn, draft.checkOut))}.`}
        {calendar.loading ? ' Loading prices…' : ''}
      </p>
      <StayCalendar
        range={draft}
        onPick={setDraft}
        rules={calendar.rules}
        priceOf={calendar.priceOf}
        layout="paged"
        monthsPerPage={wide ? 2 : 1}
        label="Availability calendar: choose new dates for your stay"
      />
      <div className="change-dates__actions">
        <button type="button" className="sf-text-button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="sf-button sf-button--primary"
          disabled={!complete || !changed}
          onClick={() => {
            if (draft.checkIn && draft.checkOut) onSearch({ checkIn: draft.checkIn, checkOut: draft.checkOut });
          }}
        >
          Search these dates
        </button>
      </div>
    </section>
  );
}
