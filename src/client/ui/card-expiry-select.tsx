import type { ComponentProps } from 'react';

// The card's expiry month or year as a select, with "Month"/"Year" (value 0) until chosen: the
// one drawing of it, for the checkout's card and the pre-check-in's. Takes a select's props,
// react-hook-form's `register` (with `valueAsNumber`) or a controlled value alike.

export interface CardExpirySelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  part: 'month' | 'year';
  /** How many years from this one the year offers. */
  yearsAhead?: number;
}

export function CardExpirySelect({ part, yearsAhead = 16, ...select }: CardExpirySelectProps) {
  const values =
    part === 'month'
      ? Array.from({ length: 12 }, (_, index) => index + 1)
      : Array.from({ length: yearsAhead }, (_, index) => new Date().getFullYear() + index);
  return (
    <select autoComplete={part === 'month' ? 'cc-exp-month' : 'cc-exp-year'} {...select}>
      <option value={0}>{part === 'month' ? 'Month' : 'Year'}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {part === 'month' ? String(value).padStart(2, '0') : value}
        </option>
      ))}
    </select>
  );
}
