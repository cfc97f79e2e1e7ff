import { useId } from 'react';
import { chooseDisplayCurrency, useDisplayCurrencyChoice, type MoneyDisplay } from './display-currency';

/** "Show prices in" a currency the property offers; the page still says what is charged. */
export function CurrencyPicker({ currencies, display }: { currencies: readonly string[]; display: MoneyDisplay }) {
  const id = useId();
  const chosen = useDisplayCurrencyChoice();
  if (currencies.length < 2) return null;
  // The property's currency first, then the others as configured.
  const options = [display.chargedCurrency, ...currencies.filter((c) => c !== display.chargedCurrency)];
  return (
    <div className="currency-picker">
      <label htmlFor={id}>Show prices in</label>
      <select
        id={id}
        value={chosen && currencies.includes(chosen) ? chosen : display.chargedCurrency}
        onChange={(event) =>
          chooseDisplayCurrency(event.target.value === display.chargedCurrency ? null : event.target.value)
        }
      >
        {options.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </div>
  );
}
