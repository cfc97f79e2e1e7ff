import { IonSpinner } from '@ionic/react';
import { useEffect } from 'react';
import { nightsBetween } from '../../../domain/stay-nights';
import { priceService } from '../../../domain/pricing';
import { describeError } from '../../api';
import type { BasketItem } from '../../basket/basket';
import type { MoneyDisplay } from '../../ui/display-currency';
import { useServices } from '../checkout/api/get-services';
import { continueGuestSteps, markServicesSeen, setServiceQuantity } from './guest-step-actions';

// Extras (spec sections 4 and 9): the services one room may add, priced by the service rule,
// within their inventory. Seen once loaded; a room with none moves straight on.

export interface ExtrasStepProps {
  propertyCode: string;
  item: BasketItem;
  money: MoneyDisplay;
  roomConfigurationRequired: boolean;
}

const chargeTexts = { PerStay: 'per stay', PerDay: 'per night', PerQuantity: 'each' } as const;

export function ExtrasStep({ propertyCode, item, money, roomConfigurationRequired }: ExtrasStepProps) {
  const services = useServices(propertyCode, item);
  const loaded = services.data;
  useEffect(() => {
    if (!loaded) return;
    markServicesSeen(item.roomNumber, loaded.Services.length > 0);
    if (loaded.Services.length === 0) continueGuestSteps(roomConfigurationRequired);
  }, [loaded, item.roomNumber, roomConfigurationRequired]);

  if (services.isPending) {
    return (
      <p className="guest-step__hint" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Loading extras…
      </p>
    );
  }
  if (!loaded) {
    return (
      <div className="guest-step">
        <p className="guest-step__hint">We couldn't load the extras. {describeError(services.error)}</p>
        <button type="button" className="sf-button sf-button--primary" onClick={() => continueGuestSteps(roomConfigurationRequired)}>
          Continue without extras
        </button>
      </div>
    );
  }
  const nights = nightsBetween(item.dateFrom, item.dateTo);
  return (
    <div className="guest-step">
      <p className="guest-step__room">
        <strong>Room {item.roomNumber}</strong> · {item.roomType}
      </p>
      <ul className="extras-list">
        {loaded.Services.map((service) => {
          const quantity = item.services.find((chosen) => chosen.ServiceId === service.ServiceId)?.Quantity ?? 0;
          const available = loaded.InventoryPerServiceId[String(service.ServiceId)]?.Available ?? null;
          const max = Math.min(available ?? 99, 99);
          const cost = priceService(
            { articles: service.Articles.map((article) => ({ price: article.Price })), chargeType: service.ChargeType, chargePerPerson: service.ChargePerPerson },
            { nights, quantity: Math.max(quantity, 1), adults: item.adults, children: item.children },
          );
          const soldOut = max <= 0 && quantity === 0;
          return (
            <li key={service.ServiceId} className={`extra-card${quantity > 0 ? ' extra-card--chosen' : ''}`}>
              <div className="extra-card__text">
                <h3 className="extra-card__name">{service.ServiceName}</h3>
                <p className="extra-card__description">{service.ServiceDescription}</p>
                <p className="extra-card__price">
                  {money.format(service.Price)} {chargeTexts[service.ChargeType]}
                  {service.ChargePerPerson ? ' per person' : ''}
                  {quantity > 0 ? <strong> · {money.format(cost)} for this room</strong> : null}
                </p>
                {available !== null && available <= 3 && available > 0 ? <p className="extra-card__left">Only {available} left</p> : null}
              </div>
              {soldOut ? (
                <p className="extra-card__left">Sold out</p>
              ) : service.ChargeType === 'PerQuantity' ? (
                <div className="extra-card__stepper" role="group" aria-label={`How many ${service.ServiceName}`}>
                  <button type="button" className="sf-button sf-button--secondary" aria-label={`One fewer ${service.ServiceName}`} disabled={quantity === 0} onClick={() => setServiceQuantity(item.roomNumber, service.ServiceId, quantity - 1)}>
                    −
                  </button>
                  <span aria-live="polite">{quantity}</span>
                  <button type="button" className="sf-button sf-button--secondary" aria-label={`One more ${service.ServiceName}`} disabled={quantity >= max} onClick={() => setServiceQuantity(item.roomNumber, service.ServiceId, quantity + 1)}>
                    +
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className={`sf-button ${quantity > 0 ? 'sf-button--secondary' : 'sf-button--primary'}`}
                  aria-pressed={quantity > 0}
                  aria-label={`${quantity > 0 ? 'Remove' : 'Add'} ${service.ServiceName}`}
                  onClick={() => setServiceQuantity(item.roomNumber, service.ServiceId, quantity > 0 ? 0 : 1)}
                >
                  {quantity > 0 ? 'Remove' : 'Add'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className="sf-button sf-button--primary" onClick={() => continueGuestSteps(roomConfigurationRequired)}>
        Continue
      </button>
    </div>
  );
}
