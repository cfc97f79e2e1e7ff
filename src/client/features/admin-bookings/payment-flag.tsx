import { formatMoney } from '../../../domain/money';

// Money a booking still owes, flagged where the front desk scans its guests (Today, the bookings
// list): a failed automatic charge first, then a balance to collect. Said in words, the badge's
// colour only repeating them.

export function PaymentFlag({
  balanceDue,
  paymentFailed,
  currency,
}: {
  balanceDue: number;
  paymentFailed: boolean;
  currency: string;
}) {
  const due = formatMoney(balanceDue, currency);
  if (paymentFailed)
    return (
      <span className="admin-flag">
        <span className="admin-badge admin-badge--failed">Payment failed</span>
        {balanceDue > 0 ? <span>{due} to collect</span> : null}
      </span>
    );
  if (balanceDue > 0) return <span className="admin-badge admin-badge--due">Balance due {due}</span>;
  return <span className="console-muted">Nothing due</span>;
}
