import { IonSpinner } from '../../ui/ion-spinner';
import { useEffect } from 'react';
import { nightsBetween } from '../../../domain/stay-nights';
import { describeError } from '../../api';
import type { BasketItem } from '../../basket/basket';
import type { MoneyDisplay } from '../../ui/display-currency';
import { useServices } from '../checkout/api/get-services';
import { ExtrasList } from '../../ui/extras-list';
import { continueGuestSteps, markServicesSeen, setServiceQuantity } from './guest-step-actions';

// Extras (docs/product.md, booking flow and prices): the services one room may add, priced by the service rule,
// within their inventory. Seen once loaded; a room with none moves straight on.

export interface ExtrasStepProps {
  propertyCode: string;
  item: BasketItem;
  money: MoneyDisplay;
  roomConfigurationRequired: boolean;
}

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
      <div className="sf-card guest-step">
        <p className="guest-step__hint">We couldn't load the extras. {describeError(services.error)}</p>
        <button
          type="button"
          className="sf-button sf-button--primary"
          onClick={() => continueGuestSteps(roomConfigurationRequired)}
        >
          Continue without extras
        </button>
      </div>
    );
  }
  const nights = nightsBetween(item.dateFrom, item.dateTo);
  return (
    <div className="sf-card guest-step">
      <p className="guest-step__room">
        <strong>Room {item.roomNumber}</strong> · {item.roomType}
      </p>
      <ExtrasList
        offer={loaded}
        quantityOf={(serviceId) => item.services.find((chosen) => chosen.ServiceId === serviceId)?.Quantity ?? 0}
        onQuantity={(serviceId, quantity) => setServiceQuantity(item.roomNumber, serviceId, quantity)}
        stay={{ nights, adults: item.adults, children: item.children }}
        formatMinor={money.formatMinor}
      />
      <button
        type="button"
        className="sf-button sf-button--primary"
        onClick={() => continueGuestSteps(roomConfigurationRequired)}
      >
        Continue
      </button>
    </div>
  );
}
