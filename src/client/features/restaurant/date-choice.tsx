import { useId } from 'react';
import { addDays } from '../../../domain/stay-nights';
import { longDateText, shortDateText } from '../../../domain/stay-dates-text';
import { FieldError } from '../../ui/field-error';

// The visit date: the next two weeks as a row of days to tap, and a date field for any other
// day up to the last bookable one. Both are the same value; a day beyond the row shows only
// in the field.

const daysInRow = 14;

export interface DateChoiceProps {
  value: string;
  onChange: (date: string) => void;
  /** The property's today. */
  today: string;
  lastDate: string;
  error: string | undefined;
}

export function DateChoice({ value, onChange, today, lastDate, error }: DateChoiceProps) {
  const ids = useId();
  const days = Array.from({ length: daysInRow }, (_, i) => addDays(today, i)).filter((date) => date <= lastDate);
  const errorId = `${ids}-error`;
  return (
    <fieldset className="table-step__fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="visually-hidden">Date</legend>
      <div className="day-row" role="radiogroup" aria-label="Next two weeks">
        {days.map((date, index) => {
          const [weekday, day, month] = shortDateText(date).split(' ');
          const name = index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : weekday;
          return (
            <label key={date} className="day-chip">
              <input
                type="radio"
                name={`${ids}-day`}
                value={date}
                checked={value === date}
                onChange={() => onChange(date)}
                aria-label={`${index === 0 ? 'Today, ' : index === 1 ? 'Tomorrow, ' : ''}${longDateText(date)}`}
              />
              <span className="day-chip__face" aria-hidden="true">
                <span className="day-chip__weekday">{name}</span>
                <span className="day-chip__day">{day}</span>
                <span className="day-chip__month">{month}</span>
              </span>
            </label>
          );
        })}
      </div>
      <div className="sf-field table-field--date">
        <label htmlFor={`${ids}-other`} className="sf-field__label">
          Or choose a date
        </label>
        <input
          id={`${ids}-other`}
          className="sf-field__control"
          type="date"
          min={today}
          max={lastDate}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const date = event.target.value;
            if (date && date >= today && date <= lastDate) onChange(date);
          }}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
