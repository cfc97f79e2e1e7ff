import type { PricedService } from './service-offer';

// How a guest sets how many of an extra a room takes: a stepper for extras sold by quantity,
// Add / Remove for the others. The booking flow's extras, the guest's own booking and
// pre-check-in show it in their own cards (which style `.extra-stepper`).

export interface ExtraQuantityProps {
  service: Pick<PricedService, 'ServiceId' | 'ServiceName' | 'ChargeType'>;
  quantity: number;
  /** The fewest the stepper goes down to (what is booked already). */
  min?: number;
  max: number;
  onQuantity: (serviceId: number, quantity: number) => void;
}

export function ExtraQuantity({ service, quantity, min = 0, max, onQuantity }: ExtraQuantityProps) {
  const name = service.ServiceName;
  const set = (next: number) => onQuantity(service.ServiceId, next);
  if (service.ChargeType !== 'PerQuantity') {
    return (
      <button
        type="button"
        className={`sf-button ${quantity > 0 ? 'sf-button--secondary' : 'sf-button--primary'}`}
        aria-pressed={quantity > 0}
        aria-label={`${quantity > 0 ? 'Remove' : 'Add'} ${name}`}
        onClick={() => set(quantity > 0 ? 0 : 1)}
      >
        {quantity > 0 ? 'Remove' : 'Add'}
      </button>
    );
  }
  return (
    <div className="extra-stepper" role="group" aria-label={`How many ${name}`}>
      <button
        type="button"
        className="sf-button sf-button--secondary"
        aria-label={`One fewer ${name}`}
        disabled={quantity <= min}
        onClick={() => set(quantity - 1)}
      >
        −
      </button>
      <span aria-live="polite">{quantity}</span>
      <button
        type="button"
        className="sf-button sf-button--secondary"
        aria-label={`One more ${name}`}
        disabled={quantity >= max}
        onClick={() => set(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
