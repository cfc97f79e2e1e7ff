import { Link } from '@tanstack/react-router';

/** A booking's reference, opening its page in the console. */
export function BookingLink({
  propertyCode,
  reference,
  label,
}: {
  propertyCode: string;
  reference: string;
  label?: string;
}) {
  return (
    <Link to="/Admin/$propertyCode/Bookings/$reference" params={{ propertyCode, reference }}>
      {label ?? reference}
    </Link>
  );
}
