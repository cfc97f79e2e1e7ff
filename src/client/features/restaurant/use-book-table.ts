import { useRef, useState, type FormEvent } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { Property } from '../../../contract/property';
import type { Restaurant, TimeSlot } from '../../../contract/restaurant';
import { tableBookingMessages } from '../../../domain/table-booking';
import { ApiError, describeError, genericErrorMessage } from '../../api';
import { useNotices } from '../../ui/notices';
import { useCreateTableBooking } from './api/create-table-booking';
import type { TableBookingFormValues } from './table-booking-form-schema';

// Booking the table: once per tap; the outcome told in a notice, server problems put on their
// fields, and focus on the first step at fault.

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

export interface BookTableInputs {
  form: UseFormReturn<TableBookingFormValues>;
  property: Property;
  restaurant: Restaurant | undefined;
  chosenSlot: TimeSlot | undefined;
  stayReference: string | null;
  onBooked: (booked: BookedTable, values: TableBookingFormValues) => void;
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

export function useBookTable({ form, property, restaurant, chosenSlot, stayReference, onBooked }: BookTableInputs) {
  const { notify } = useNotices();
  const [problem, setProblem] = useState<string | null>(null);
  const booking = useRef(false);
  const createBooking = useCreateTableBooking();
  const { setValue, setError, handleSubmit, formState } = form;

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
      // docs/product.md, errors and notices: Success false shows InfoMessage, else the default.
      const message = result.InfoMessage?.trim() || tableBookingMessages.failed;
      setProblem(message);
      setValue('visitTime', '');
      void notify({ kind: 'negative', message });
    } catch (error) {
      // docs/product.md, errors and notices: on an HTTP error, the server's message or the default.
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

  return {
    problem,
    clearProblem: () => setProblem(null),
    busy: createBooking.isPending || formState.isSubmitting,
    dateStep,
    timeStep,
    submit,
  };
}
