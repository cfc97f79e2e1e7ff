import { alertCircleOutline, hourglassOutline, pricetagOutline, refreshOutline } from 'ionicons/icons';
import { useId, type ReactNode } from 'react';
import type { TimeSlot } from '../../../contract/restaurant';
import { minutesOfTime } from '../../../domain/table-booking';
import { Icon } from '../../ui/icon';
import { FieldError } from '../../ui/field-error';

// The times with a table for the party on the chosen day, as a radio group (arrow keys move
// between times). A time with a promotion or a leave time says so on its face; the chosen
// time's details are spelt out below it. Nothing free: the restaurant's own words.

export interface TimeSlotChoiceProps {
  slots: TimeSlot[] | undefined;
  /** First answer for this day and party still on its way. */
  loading: boolean;
  /** A newer answer on its way while the previous day's times show. */
  refreshing: boolean;
  failed: string | null;
  onRetry: () => void;
  noAvailabilityText: string;
  value: string;
  onChange: (time: string) => void;
  error: string | undefined;
  /** Before a restaurant, party and date are known. */
  waitingFor: string | null;
}

type SlotGroup = { name: string; slots: TimeSlot[] };

// Where a restaurant's day turns from one meal to the next, for headings only.
function groupsOf(slots: TimeSlot[]): SlotGroup[] {
  const mealOf = (time: string) =>
    minutesOfTime(time) < 11 * 60 ? 'Breakfast' : minutesOfTime(time) < 16 * 60 ? 'Lunch' : 'Dinner';
  const groups: SlotGroup[] = [];
  for (const slot of slots) {
    const name = mealOf(slot.Time);
    const last = groups[groups.length - 1];
    if (last?.name === name) last.slots.push(slot);
    else groups.push({ name, slots: [slot] });
  }
  return groups;
}

export function TimeSlotChoice(props: TimeSlotChoiceProps) {
  const { slots, loading, refreshing, failed, onRetry, noAvailabilityText, value, onChange, error, waitingFor } = props;
  const ids = useId();
  const errorId = `${ids}-error`;
  const chosen = slots?.find((slot) => slot.Time === value);

  let body: ReactNode;
  if (waitingFor) {
    body = <p className="table-step__hint">{waitingFor}</p>;
  } else if (loading) {
    body = (
      <p className="slot-loading" role="status">
        <span className="page-pending__spinner" aria-hidden="true" />
        <span>Finding tables…</span>
      </p>
    );
  } else if (failed) {
    body = (
      <div className="sf-notice sf-notice--negative" role="alert">
        <Icon icon={alertCircleOutline} />
        <div>
          <p>{failed}</p>
          <button type="button" className="sf-text-button" onClick={onRetry}>
            <Icon icon={refreshOutline} />
            Try again
          </button>
        </div>
      </div>
    );
  } else if (!slots || slots.length === 0) {
    body = (
      <div className="sf-notice sf-notice--warning" role="status">
        <Icon icon={hourglassOutline} />
        <p>{noAvailabilityText}</p>
      </div>
    );
  } else {
    const groups = groupsOf(slots);
    body = (
      <div className={`slot-groups${refreshing ? ' slot-groups--refreshing' : ''}`} aria-busy={refreshing || undefined}>
        {groups.map((group) => (
          <div key={group.name} className="slot-group">
            {groups.length > 1 ? (
              <p className="slot-group__name" id={`${ids}-${group.name}`}>
                {group.name}
              </p>
            ) : null}
            <div
              className="slot-grid"
              role="group"
              aria-labelledby={groups.length > 1 ? `${ids}-${group.name}` : undefined}
            >
              {group.slots.map((slot) => (
                <label key={slot.Time} className="slot-chip">
                  <input
                    type="radio"
                    name={`${ids}-time`}
                    value={slot.Time}
                    checked={value === slot.Time}
                    onChange={() => onChange(slot.Time)}
                  />
                  <span className="slot-chip__face">
                    <span className="slot-chip__time">{slot.Time}</span>
                    {slot.Promotions.length > 0 ? (
                      <span className="slot-chip__tag">
                        <Icon icon={pricetagOutline} />
                        <span>Offer</span>
                        <span className="visually-hidden">: {slot.Promotions.map((p) => p.Name).join(', ')}</span>
                      </span>
                    ) : null}
                    {slot.IsLeaveTimeRequired && slot.LeaveTime ? (
                      <span className="slot-chip__until">until {slot.LeaveTime}</span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          </div>
        ))}
        <div aria-live="polite">
          {chosen && (chosen.Promotions.length > 0 || chosen.IsLeaveTimeRequired) ? (
            <div className="slot-details">
              {chosen.Promotions.map((promotion) => (
                <p key={promotion.Id} className="slot-details__promotion">
                  <Icon icon={pricetagOutline} />
                  <span>
                    <strong>{promotion.Name}</strong>
                    {promotion.Description ? ` – ${promotion.Description}` : null}
                  </span>
                </p>
              ))}
              {chosen.IsLeaveTimeRequired && chosen.LeaveTime ? (
                <p className="slot-details__leave">
                  <Icon icon={hourglassOutline} />
                  <span>We'll need the table back by {chosen.LeaveTime}.</span>
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <fieldset className="table-step__fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="visually-hidden">Time</legend>
      {body}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
