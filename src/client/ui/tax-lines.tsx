import { taxLineLabel, type TaxLine } from '../../domain/taxes';
import './tax-lines.css';

// A price's taxes and fees, one line each, as every guest page shows them: "VAT 6 % (included)
// €20.06", "Tourist tax, paid at the hotel €24.00". Amounts are minor units; the page formats
// them (in the display currency on the booking pages, the booking's own currency after it).

/** "VAT 6 % (included)", "Tourist tax, paid at the hotel": what the line is and how it is paid, in words. */
export function taxLineText(line: Pick<TaxLine, 'name' | 'percent' | 'included' | 'payableAtProperty'>): string {
  const label = taxLineLabel(line);
  if (line.included) return `${label} (included)`;
  if (line.payableAtProperty) return `${label}, paid at the hotel`;
  return label;
}

export interface TaxLinesProps {
  lines: readonly TaxLine[];
  /** Formats an amount in minor units. */
  format: (amountMinor: number) => string;
  /**
   * Rows only, for a `<dl>` of the page's own (a booking's totals); otherwise the lines are a
   * `<dl>` of their own, labelled `label`.
   */
  rows?: boolean;
  label?: string;
}

export function TaxLines({ lines, format, rows = false, label = 'Taxes and fees' }: TaxLinesProps) {
  if (lines.length === 0) return null;
  const items = lines.map((line) => (
    <div
      key={`${line.code}|${line.percent}|${line.included ? 1 : 0}|${line.payableAtProperty ? 1 : 0}`}
      className={`tax-line${line.included ? ' tax-line--included' : ''}`}
    >
      <dt>{taxLineText(line)}</dt>
      <dd>{format(line.amount)}</dd>
    </div>
  ));
  if (rows) return <>{items}</>;
  return (
    <dl className="tax-lines" aria-label={label}>
      {items}
    </dl>
  );
}
