import type { PaymentPlanView } from './payment-plan';
import { atHotelTaxesName } from './payment-plan';
import { PaymentSchedule } from './payment-schedule';

// The booking summary's "When you pay", loaded once a quote says the basket is not all paid
// now: the rates' first screen does not carry the schedule's code.

export default function SummaryPayments(props: {
  plan: PaymentPlanView;
  titleId: string;
  format: (amountMinor: number) => string;
  taxLines: readonly { name: string; payableAtProperty: boolean }[];
}) {
  return (
    <>
      <h3 id={`${props.titleId}-payments`} className="booking-summary__subtitle">
        When you pay
      </h3>
      <PaymentSchedule
        plan={props.plan}
        labelledBy={`${props.titleId}-payments`}
        format={props.format}
        card="your card"
        atHotelTaxes={atHotelTaxesName(props.taxLines)}
        today={null}
      />
    </>
  );
}
