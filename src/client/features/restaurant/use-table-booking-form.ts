import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import type { BookingConfiguration, Property } from '../../../contract/property';
import type { Restaurant, TimeSlot } from '../../../contract/restaurant';
import { todayIn } from '../../../domain/same-day';
import { lastTableBookingDate, tableBookingMessages } from '../../../domain/table-booking';
import { ApiError, describeError, genericErrorMessage } from '../../api';
import { useNotices } from '../../ui/notices';
import { useRuledForm } from '../../ui/ruled-form';
import { useCreateTableBooking } from './api/create-table-booking';
import { useRestaurantAvailability } from './api/get-restaurant-availability';
import { restaurantSetupQueryOptions, useRestaurantSetup } from './api/get-restaurant-setup';
import { tableBookingFormSchema, type TableBookingFormValues } from './table-booking-form-schema';
import type { TableBookingParams } from './table-booking-params';

// The Book a Table form's container: the defaults from the link, the rules of the chosen
// restaurant, the party sizes and free times it offers, keeping choices that still fit, and
// the booking it makes (once per tap; server problems put on their fields, focus on the first).

export interface BookedTable {
  reference: string;
  restaurantName: string;
  visitDate: string;
  visitTime: string;
  partySize: number;
  slot: TimeSlot | undefined;
  email: string;
  stayReference: string | null;
  infoMessage: string | null;
}

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

const fieldOrder: FieldPath<TableBookingFormValues>[] = [
  'restaurantId',
  'partySize',
  'visitDate',
  'visitTime',
  'email',
  'contactNumber',
  'specialRequests',
];
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const preferredPartySize = 2;

// Server field names (ModelState) -> form fields.
const formFieldOf: Record<string, FieldPath<TableBookingFormValues>> = {
  RestaurantId: 'restaurantId',
  PartySize: 'partySize',
  VisitDate: 'visitDate',
  VisitTime: 'visitTime',
  PromotionId: 'visitTime',
  Email: 'email',
  Identifier: 'email',
  ContactNumber: 'contactNumber',
  SpecialRequests: 'specialRequests',
};

export function useTableBookingForm({
  property,
  bookingConfig,
  restaurants,
  params,
  initial,
  onBooked,
}: TableBookingFormProps) {
  const ids = useId();
  const { notify } = useNotices();
  const [today] = useState(() => todayIn(property.TimeZone, new Date()));
  const lastDate = lastTableBookingDate(today);
  const stayReference = params.reference ?? null;
  const [problem, setProblem] = useState<string | null>(null);
  const booking = useRef(false);
  const createBooking = useCreateTableBooking();

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
  const { control, setValue, setError, handleSubmit, formState } = form;
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

  const shownSlots = availability.data;
  const chosenSlot = slots?.find((slot) => slot.Time === visitTime);
  const busy = createBooking.isPending || formState.isSubmitting;

  const dateStep = useRef<HTMLElement>(null);
  const timeStep = useRef<HTMLElement>(null);
  const focusFirstProblem = (problems: Partial<Record<FieldPath<TableBookingFormValues>, unknown>>) => {
    const first = fieldOrder.find((field) => problems[field]);
    if (!first) return;
    if (first === 'visitDate' || first === 'visitTime') {
      const step = (first === 'visitDate' ? dateStep : timeStep).current;
      // The chosen or first choice; with nothing to choose (no table that day), the step itself.
      const target =
        step?.querySelector<HTMLInputElement>('input:checked') ??
        step?.querySelector<HTMLInputElement>('input') ??
        step;
      target?.focus();
      step?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    } else {
      form.setFocus(first);
    }
  };

  const book = async (values: TableBookingFormValues) => {
    // A second tap before the first answer books nothing more.
    if (booking.current || !restaurant) return;
    booking.current = true;
    setProblem(null);
    try {
      const email = values.email.trim();
      const result = await createBooking.mutateAsync({
        PropertyId: property.PropertyId,
        RestaurantId: restaurant.Id,
        RestaurantName: restaurant.Name,
        VisitDate: values.visitDate,
        VisitTime: values.visitTime,
        PartySize: values.partySize,
        SpecialRequests: values.specialRequests.trim(),
        IsReservation: stayReference !== null,
        Identifier: stayReference ?? email,
        PromotionId: chosenSlot?.Promotions[0]?.Id ?? null,
        Email: email,
        ContactNumber: values.contactNumber.trim(),
        IsLeaveTimeRequired: chosenSlot?.IsLeaveTimeRequired ?? false,
      });
      if (result.Success && result.BookingReference) {
        void notify({
          kind: 'positive',
          message: `${tableBookingMessages.created} Your booking reference is ${result.BookingReference}.`,
        });
        onBooked(
          {
            reference: result.BookingReference,
            restaurantName: restaurant.Name,
            visitDate: values.visitDate,
            visitTime: values.visitTime,
            partySize: values.partySize,
            slot: chosenSlot,
            email,
            stayReference,
            infoMessage: result.InfoMessage,
          },
          values,
        );
        return;
      }
      // Spec section 8: Success false shows InfoMessage, else the default.
      const message = result.InfoMessage?.trim() || tableBookingMessages.failed;
      setProblem(message);
      setValue('visitTime', '');
      void notify({ kind: 'negative', message });
    } catch (error) {
      // Spec section 8: on an HTTP error, the server's message or the default.
      const message =
        error instanceof ApiError && error.message === genericErrorMessage
          ? tableBookingMessages.failed
          : describeError(error, tableBookingMessages.failed);
      if (error instanceof ApiError && error.modelState) {
        const problems: Partial<Record<FieldPath<TableBookingFormValues>, true>> = {};
        for (const [field, messages] of Object.entries(error.modelState)) {
          const name = formFieldOf[field];
          if (name && messages[0]) {
            setError(name, { type: 'server', message: messages.join(' ') });
            problems[name] = true;
          }
        }
        focusFirstProblem(problems);
      }
      setProblem(message);
      void notify({ kind: 'negative', message });
    } finally {
      booking.current = false;
    }
  };
  const submit = (event: FormEvent) => void handleSubmit(book, focusFirstProblem)(event);

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
    ids,
    today,
    lastDate,
    stayReference,
    problem,
    clearProblem: () => setProblem(null),
    form,
    restaurant,
    setup,
    partySize,
    visitDate,
    availability,
    shownSlots,
    chosenSlot,
    busy,
    dateStep,
    timeStep,
    submit,
    waitingFor,
    setupFailed,
    availabilityFailed,
  };
}
