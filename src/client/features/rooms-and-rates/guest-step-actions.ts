import { bookingSteps, nextGuestPosition } from '../../../domain/booking-flow';
import { updateBasket, type BasketItem } from '../../basket/basket';

// The guest's moves through the occupancy and extras steps (docs/product.md, booking flow), each a new basket;
// where the flow goes next is the domain's `nextGuestPosition`.

function moveOn(items: BasketItem[], roomConfigurationRequired: boolean) {
  return { items, ...nextGuestPosition(items, roomConfigurationRequired) };
}

/** Names the lead guest (and the room set-up) of one room, then goes on. */
export function saveLeadGuest(
  roomNumber: number,
  leadGuest: BasketItem['leadGuest'],
  roomConfiguration: number | null,
  roomConfigurationRequired: boolean,
): void {
  updateBasket((basket) => ({
    ...basket,
    ...moveOn(
      basket.items.map((item) => (item.roomNumber === roomNumber ? { ...item, leadGuest, roomConfiguration } : item)),
      roomConfigurationRequired,
    ),
  }));
}

/** docs/product.md, the booking flow: services are marked as seen once loaded. */
export function markServicesSeen(roomNumber: number, hasSelectableServices: boolean): void {
  updateBasket((basket) => ({
    ...basket,
    items: basket.items.map((item) =>
      item.roomNumber === roomNumber ? { ...item, haveSeenServices: true, hasSelectableServices } : item,
    ),
  }));
}

/** Sets how many of an extra a room has (0 removes it). */
export function setServiceQuantity(roomNumber: number, serviceId: number, quantity: number): void {
  updateBasket((basket) => ({
    ...basket,
    items: basket.items.map((item) => {
      if (item.roomNumber !== roomNumber) return item;
      const others = item.services.filter((service) => service.ServiceId !== serviceId);
      return { ...item, services: quantity > 0 ? [...others, { ServiceId: serviceId, Quantity: quantity }] : others };
    }),
  }));
}

/** Leaves the current guest step for the next one. */
export function continueGuestSteps(roomConfigurationRequired: boolean): void {
  updateBasket((basket) => ({ ...basket, ...moveOn(basket.items, roomConfigurationRequired) }));
}

/** Goes back to a room's guest details from the summary. */
export function editLeadGuest(roomNumber: number): void {
  updateBasket((basket) => ({ ...basket, step: bookingSteps.Occupancy, activeRoomNumber: roomNumber }));
}
