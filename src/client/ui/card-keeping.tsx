import { lockClosedOutline } from 'ionicons/icons';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Icon } from './icon';

// What becomes of a new card, said under its fields at checkout and in manage booking: kept on the
// guest's account only if they ask, and its number and code never stored on the device.

/** The offer to keep a new card on the guest's account for future bookings. */
export function SaveCardCheck<Values extends FieldValues>({
  name,
  className,
}: {
  name: Path<Values>;
  className: string;
}) {
  const { register } = useFormContext<Values>();
  return (
    <label className={className}>
      <input type="checkbox" {...register(name)} />
      <span>Save this card for future bookings</span>
    </label>
  );
}

/** Under a new card's fields: what becomes of its number and code. */
export function NewCardSafetyNote({ className }: { className: string }) {
  return (
    <p className={className}>
      <Icon icon={lockClosedOutline} /> Your card number and security code are sent securely and never stored on this
      device.
    </p>
  );
}
