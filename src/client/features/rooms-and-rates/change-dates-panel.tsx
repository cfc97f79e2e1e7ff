import { useState } from 'react';
import type { StayCalendarData } from '../../ui/stay-calendar-data';
import type { StayRange } from '../../ui/stay-calendar-model';
import { StayDatesPicker } from '../../ui/stay-dates-picker';

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
  const [draft, setDraft] = useState<StayRange>({ checkIn: from, checkOut: to });
  const complete = draft.checkIn !== null && draft.checkOut !== null;
  const changed = draft.checkIn !== from || draft.checkOut !== to;
  return (
    <section className="sf-card change-dates" aria-labelledby="change-dates-title">
      <h2 id="change-dates-title" className="change-dates__title">
        Availability calendar
      </h2>
      <StayDatesPicker
        calendar={calendar}
        range={draft}
        onPick={setDraft}
        statusClassName="change-dates__status"
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
