import { priceService } from '../../domain/pricing';
import type { ServiceOffer } from './service-offer';
import { ExtraQuantity } from './extra-quantity';
import './extras-list.css';

// The extras one room may add, as cards: price by the service rule, what is left, and Add /
// Remove (or a stepper for extras sold by quantity). The booking flow's extras step and the
// guest's own booking (adding extras later) both show them.

const chargeTexts = { PerStay: 'per stay', PerDay: 'per night', PerQuantity: 'each' } as const;

export interface ExtrasListProps {
  offer: Pick<ServiceOffer, 'Services' | 'InventoryPerServiceId'>;
  quantityOf: (serviceId: number) => number;
  onQuantity: (serviceId: number, quantity: number) => void;
  stay: { nights: number; adults: number; children: number };
  /** Formats minor units of the offer's currency. */
  formatMinor: (amountMinor: number) => string;
}

export function ExtrasList({ offer, quantityOf, onQuantity, stay, formatMinor }: ExtrasListProps) {
  return (
    <ul className="extras-list">
      {offer.Services.map((service) => {
        const quantity = quantityOf(service.ServiceId);
        const available = offer.InventoryPerServiceId[String(service.ServiceId)]?.Available ?? null;
        const max = Math.min(available ?? 99, 99);
        const costMinor = priceService(service.charge, {
          nights: stay.nights,
          quantity: Math.max(quantity, 1),
          adults: stay.adults,
          children: stay.children,
        });
        const soldOut = max <= 0 && quantity === 0;
        return (
          <li key={service.ServiceId} className={`extra-card${quantity > 0 ? ' extra-card--chosen' : ''}`}>
            <div className="extra-card__text">
              <h3 className="extra-card__name">{service.ServiceName}</h3>
              <p className="extra-card__description">{service.ServiceDescription}</p>
              <p className="extra-card__price">
                {formatMinor(service.priceMinor)} {chargeTexts[service.ChargeType]}
                {service.ChargePerPerson ? ' per person' : ''}
                {quantity > 0 ? <strong> · {formatMinor(costMinor)} for this room</strong> : null}
              </p>
              {available !== null && available <= 3 && available > 0 ? (
                <p className="extra-card__left">Only {available} left</p>
              ) : null}
            </div>
            {soldOut ? (
              <p className="extra-card__left">Sold out</p>
            ) : (
              <ExtraQuantity service={service} quantity={quantity} max={max} onQuantity={onQuantity} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
