import type { PricesShown } from '../../../contract/property-definition';
import { addedGovernmentTaxes, type PricedTaxes } from '../../../domain/taxes';

// The short line under a headline price (room cards, rate cards): what it holds of the taxes
// and fees, and what is paid at the hotel. The full lines come at the summary and checkout.

/** "tourist tax" for "Tourist tax", but "VAT" stays "VAT". */
const inSentence = (name: string) => (/^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);

/** What is paid at the hotel, in words: "€24.00 tourist tax", or "€30.00 in taxes and fees" for several. */
function paidAtHotelText(taxes: PricedTaxes, format: (amountMinor: number) => string): string | null {
  if (taxes.payAtProperty <= 0) return null;
  const names = [...new Set(taxes.lines.filter((line) => line.payableAtProperty).map((line) => line.name))];
  const what = names.length === 1 ? inSentence(names[0]!) : 'in taxes and fees';
  return `${format(taxes.payAtProperty)} ${what}`;
}

/** The note's lines: ["Includes taxes and fees", "incl. €24.00 tourist tax paid at the hotel"], or ["+ €69.33 taxes"]. */
export function priceTaxNoteLines(
  taxes: PricedTaxes,
  shown: PricesShown,
  format: (amountMinor: number) => string,
): string[] {
  if (taxes.lines.length === 0) return [];
  const atHotel = paidAtHotelText(taxes, format);
  if (shown === 'BeforeTaxes') {
    const added = addedGovernmentTaxes(taxes);
    if (added > 0) return [`+ ${format(added)} taxes`, ...(atHotel ? [`${atHotel} paid at the hotel`] : [])];
  }
  return ['Includes taxes and fees', ...(atHotel ? [`incl. ${atHotel} paid at the hotel`] : [])];
}

export function PriceTaxNote({
  taxes,
  shown,
  format,
}: {
  taxes: PricedTaxes | null;
  shown: PricesShown;
  format: (amountMinor: number) => string;
}) {
  const lines = taxes ? priceTaxNoteLines(taxes, shown, format) : [];
  if (lines.length === 0) return null;
  return (
    <span className="price__taxes">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}
