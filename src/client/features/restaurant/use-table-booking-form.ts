import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { BookingConfiguration, Property } from '../../../contract/property';
import type { Restaurant } from '../../../contract/restaurant';
import { todayIn } from '../../../domain/same-day';
import { lastTableBookingDate } from '../../../domain/table-booking';
import { useRuledForm } from '../../ui/ruled-form';
import { restaurantSetupQueryOptions } from './api/get-restaurant-setup';
import { tableBookingFormSchema, type TableBookingFormValues } from './table-booking-form-schema';
import type { TableBookingParams } from './table-booking-params';
import { useBookTable, type BookedTable } from './use-book-table';
import { preferredPartySize, useTableChoices } from './use-table-choices';

// The Book a Table form's container: the defaults from the link and the rules of the chosen
// restaurant; what the restaurant offers and the booking itself are step hooks of their own.

export interface TableBookingFormProps {
  property: Property;
  bookingConfig: BookingConfiguration;
  restaurants: Restaurant[];
  params: TableBookingParams;
  /** A draft to start from (after "Book another table"). */
  initial?: Partial<TableBookingFormValues>;
  onBooked: (booked: BookedTable, values: TableBookingFormValues) => void;
}

/** Which restaurant is chosen first: the link's, else the configuration's default (by code, then name), else the first. */
function firstRestaurant(restaurants: Restaurant[], wanted: Array<string | null | undefined>): Restaurant {
  for (const code of wanted) {
    if (!code) continue;
    const key = code.trim().toLowerCase();
    const match =
      restaurants.find((r) => r.Code.toLowerCase() === key) ?? restaurants.find((r) => r.Name.toLowerCase() === key);
    if (match) return match;
  }
  return restaurants[0]!;
}

export function useTableBookingForm({
  property,
  bookingConfig,
  restaurants,
  params,
  initial,
  onBooked,
}: TableBookingFormProps) {
  const ids = useId();
  const [today] = useState(() => todayIn(property.TimeZone, new Date()));
  const lastDate = lastTableBookingDate(today);
  const stayReference = params.reference ?? null;
  const defaults = useMemo<TableBookingFormValues>(
    () => ({
      restaurantId: firstRestaurant(restaurants, [params.restaurant, bookingConfig.RestaurantBooking.DefaultRestaurant])
        .Id,
      partySize: preferredPartySize,
      visitDate: params.date && params.date >= today && params.date <= lastDate ? params.date : today,
      visitTime: '',
      email: params.email ?? '',
      contactNumber: params.phone ?? '',
      specialRequests: '',
      ...initial,
    }),
    // The first render's choice; later changes of the inputs do not reset the guest's form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // The party-size rule is the setup of the restaurant in the values being checked.
  const queryClient = useQueryClient();
  const setupOf = (restaurantId: number) =>
    queryClient.getQueryData(
      restaurantSetupQueryOptions({
        propertyId: property.PropertyId,
        restaurantId,
        isReservation: stayReference !== null,
        identifier: stayReference ?? undefined,
      }).queryKey,
    );
  // Focus goes to the first step at fault, in the page's order (the day and time choices are
  // not single inputs, so react-hook-form's own focusing would skip them).
  const form = useRuledForm<TableBookingFormValues>((values) => tableBookingFormSchema(setupOf(values.restaurantId)), {
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const choices = useTableChoices(form, property, restaurants, stayReference);
  const booking = useBookTable({
    form,
    property,
    restaurant: choices.restaurant,
    chosenSlot: choices.chosenSlot,
    stayReference,
    onBooked,
  });

  return { ids, today, lastDate, stayReference, form, ...choices, ...booking };
}
