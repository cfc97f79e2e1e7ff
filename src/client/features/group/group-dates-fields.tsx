import { calendarOutline } from 'ionicons/icons';
import { addDays, nightsBetween } from '../../../domain/stay-nights';
import { nightsText } from '../../../domain/stay-dates-text';
import type { GroupSearchDraft } from './group-search-params';
import { Icon } from '../../ui/icon';

// The group search's dates: the browser's own date inputs, as the stay calendar shows one
// hotel's prices and here there are several hotels.

export interface GroupDatesFieldsProps {
  ids: string;
  draft: GroupSearchDraft;
  today: string;
  problem: string | undefined;
  change: (patch: Partial<GroupSearchDraft>) => void;
}

export function GroupDatesFields({ ids, draft, today, problem, change }: GroupDatesFieldsProps) {
  const nights =
    draft.checkIn && draft.checkOut && draft.checkOut > draft.checkIn
      ? nightsBetween(draft.checkIn, draft.checkOut)
      : 0;
  return (
    <fieldset className="group-search-form__dates" aria-describedby={problem ? `${ids}-dates-error` : undefined}>
      <legend className="group-field__label">
        Dates{nights > 0 ? <span className="group-field__hint"> · {nightsText(nights)}</span> : null}
      </legend>
      <div className="group-search-form__date-pair">
        <DateField
          label="Check-in"
          value={draft.checkIn}
          min={today}
          invalid={Boolean(problem)}
          onChange={(checkIn) =>
            // Keep a stay: a check-out on or before the new check-in moves to the next day.
            change({
              checkIn,
              checkOut:
                checkIn && (!draft.checkOut || draft.checkOut <= checkIn) ? addDays(checkIn, 1) : draft.checkOut,
            })
          }
        />
        <DateField
          label="Check-out"
          value={draft.checkOut}
          min={draft.checkIn ? addDays(draft.checkIn, 1) : addDays(today, 1)}
          invalid={Boolean(problem)}
          onChange={(checkOut) => change({ checkOut })}
        />
      </div>
      {problem ? (
        <p id={`${ids}-dates-error`} className="group-field__error">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

function DateField({
  label,
  value,
  min,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  min: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="group-field">
      <span className="group-field__sublabel">{label}</span>
      <span
        className={`group-field__control group-field__control--date${invalid ? ' group-field__control--invalid' : ''}`}
      >
        <Icon icon={calendarOutline} />
        <input
          type="date"
          className="group-field__input"
          value={value}
          min={min}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </label>
  );
}
