import { useMediaQuery, wideScreenQuery } from './media-query';
import { StayCalendar } from './stay-calendar';
import type { StayCalendarData } from './stay-calendar-data';
import type { StayRange } from './stay-calendar-model';
import { stayPickText } from '../../domain/stay-dates-text';

// New dates for a stay already chosen (Rooms and Rates) or booked (manage booking): the paged
// stay calendar, two months side by side on a wide screen, under a line saying what to pick.

export function StayDatesPicker({
  calendar,
  range,
  onPick,
  askCheckIn,
  statusClassName,
  label,
}: {
  calendar: Pick<StayCalendarData, 'rules' | 'priceOf' | 'loading'>;
  range: StayRange;
  onPick: (range: StayRange) => void;
  /** The first prompt, before a check-in is picked. */
  askCheckIn?: string;
  statusClassName: string;
  /** The calendar's accessible name. */
  label: string;
}) {
  const wide = useMediaQuery(wideScreenQuery);
  return (
    <>
      <p className={statusClassName} role="status">
        {stayPickText(range, askCheckIn)}
        {calendar.loading ? ' Loading prices…' : ''}
      </p>
      <StayCalendar
        range={range}
        onPick={onPick}
        rules={calendar.rules}
        priceOf={calendar.priceOf}
        layout="paged"
        monthsPerPage={wide ? 2 : 1}
        label={label}
      />
    </>
  );
}
