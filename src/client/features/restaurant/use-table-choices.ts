import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Property } from '../../../contract/property';
import type { Restaurant } from '../../../contract/restaurant';
import { describeError } from '../../api';
import { useRestaurantAvailability } from './api/get-restaurant-availability';
import { useRestaurantSetup } from './api/get-restaurant-setup';
import type { TableBookingFormValues } from './table-booking-form-schema';

// What the chosen restaurant offers: its setup, the party sizes it takes online and the free
// times for the chosen day and party, keeping the guest's choices only while they still fit.

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const preferredPartySize = 2;

export function useTableChoices(
  form: UseFormReturn<TableBookingFormValues>,
  property: Property,
  restaurants: Restaurant[],
  stayReference: string | null,
) {
  const { control, setValue } = form;
  const [restaurantId, partySize, visitDate, visitTime] = useWatch({
    control,
    name: ['restaurantId', 'partySize', 'visitDate', 'visitTime'],
  });
  const restaurant = restaurants.find((r) => r.Id === restaurantId);

  const setup = useRestaurantSetup(
    restaurant
      ? {
          propertyId: property.PropertyId,
          restaurantId: restaurant.Id,
          isReservation: stayReference !== null,
          identifier: stayReference ?? undefined,
        }
      : null,
  );
  const min = setup.data?.MinOnlinePartySize;
  const max = setup.data?.MaxOnlinePartySize;
  useEffect(() => {
    // A party size the restaurant does not take online moves to the nearest one it does.
    if (min !== undefined && max !== undefined && (partySize < min || partySize > max))
      setValue('partySize', clamp(preferredPartySize, min, max));
  }, [min, max, partySize, setValue]);

  const partySizeOk = min !== undefined && max !== undefined && partySize >= min && partySize <= max;
  const availability = useRestaurantAvailability(
    restaurant && setup.data && partySizeOk && visitDate
      ? {
          propertyId: property.PropertyId,
          restaurantId: restaurant.Id,
          date: visitDate,
          partySize,
          currencySymbol: setup.data.CurrencySymbol,
        }
      : null,
  );
  const slots = availability.isPlaceholderData ? undefined : availability.data;
  useEffect(() => {
    // A chosen time that is not free for this day and party any more is unchosen.
    if (slots && visitTime && !slots.some((slot) => slot.Time === visitTime)) setValue('visitTime', '');
  }, [slots, visitTime, setValue]);

  const chosenSlot = slots?.find((slot) => slot.Time === visitTime);
  const waitingFor = !restaurant
    ? 'Choose a restaurant first.'
    : !setup.data
      ? null
      : !partySizeOk
        ? 'Choose your party size first.'
        : null;
  const setupFailed = setup.isError ? describeError(setup.error, 'We could not load this restaurant.') : null;
  const availabilityFailed =
    availability.isError && !availability.data
      ? describeError(availability.error, 'We could not load the times.')
      : null;

  return {
    restaurant,
    setup,
    partySize,
    visitDate,
    availability,
    shownSlots: availability.data,
    chosenSlot,
    waitingFor,
    setupFailed,
    availabilityFailed,
  };
}
