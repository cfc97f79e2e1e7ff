import type { RestrictedRate } from '../../../contract/availability';
import { nightsText } from '../../../domain/stay-dates-text';

// Rate plans left out only for the stay's length or its arrival or departure day, each in one
// line with the search that brings it back ("Stay 2 nights"). Lines that say the same thing
// (the same plan on several room types) are shown once.

export function RestrictedRates({
  rates,
  onStay,
}: {
  rates: readonly RestrictedRate[];
  onStay: (dateTo: string) => void;
}) {
  const lines = [...new Map(rates.map((rate) => [rate.Message, rate])).values()];
  if (lines.length === 0) return null;
  return (
    <ul className="restricted-rates" aria-label="Rates not offered for this stay">
      {lines.map((rate) => (
        <li key={rate.Message} className="restricted-rates__line">
          <span>{rate.Message}</span>
          {rate.SuggestedStay ? (
            <button
              type="button"
              className="sf-text-button restricted-rates__stay"
              aria-label={`Stay ${nightsText(rate.SuggestedStay.Nights)} for ${rate.RatePlanName}`}
              onClick={() => onStay(rate.SuggestedStay!.DateTo)}
            >
              Stay {nightsText(rate.SuggestedStay.Nights)}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
