import { useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import type { EditGuestsRequestInput } from '../../../contract/manage-booking';
import { FormField } from '../../ui/form-field';
import { useRuledForm } from '../../ui/ruled-form';
import { useRoomConfigurations } from '../rooms-and-rates/api/get-room-configurations';
import { useEditGuests } from './api/edit-guests';
import { changeAttemptKey, finishChangeAttempt } from './change-attempt';
import { bookedRoomsWhere, ManageSend, ManageResult, type ManagePanelProps } from './manage-panel';

// Who stays and how: the lead guest of each room, its bed set-up, when the guest expects to
// arrive, and the special requests. None of it changes the price.

interface GuestsFormValues {
  rooms: { id: number; firstName: string; lastName: string; configurationId: number; arrivalTime: string }[];
  notes: string;
}

const name = (which: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Please enter the lead guest's ${which} name.` })
    .max(50, { error: `The lead guest's ${which} name can be at most 50 characters.` });

const guestsFormSchema = (configurationRequired: boolean) =>
  z.object({
    rooms: z.array(
      z.object({
        id: z.number(),
        firstName: name('first'),
        lastName: name('last'),
        configurationId: configurationRequired
          ? z.number().int().positive({ error: 'Please choose a room set-up.' })
          : z.number(),
        arrivalTime: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, { error: 'Please choose an arrival time.' }),
      }),
    ),
    notes: z.string().max(2000, { error: 'Your special requests can be at most 2000 characters.' }),
  });

export function GuestsPanel({ booking, property, onDone }: ManagePanelProps) {
  const rooms = bookedRoomsWhere(booking, (actions) => actions.CanEditGuests);
  const configurationAsked = property.ShowRoomConfigurationQuestion;
  const edit = useEditGuests(property.PropertyCode);
  const [saved, setSaved] = useState(false);
  const form = useRuledForm<GuestsFormValues>(guestsFormSchema(configurationAsked), {
    defaultValues: {
      rooms: rooms.map(({ room }) => ({
        id: room.ReservationItemId,
        firstName: room.Guests[0]?.FirstName ?? '',
        lastName: room.Guests[0]?.LastName ?? '',
        configurationId: room.RoomConfigurationDropdownOptionId ?? 0,
        arrivalTime: room.ArrivalTime ?? '',
      })),
      notes: booking.Notes,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    const request: EditGuestsRequestInput = {
      ConfirmationToken: booking.ConfirmationToken,
      Rooms: values.rooms.map((room) => ({
        ReservationItemId: room.id,
        LeadGuest: { FirstName: room.firstName.trim(), LastName: room.lastName.trim() },
        RoomConfigurationDropdownOptionId: room.configurationId > 0 ? room.configurationId : null,
        ArrivalTime: room.arrivalTime || null,
      })),
      Notes: values.notes.trim(),
    };
    try {
      await edit.mutateAsync({
        request,
        idempotencyKey: changeAttemptKey('guests', booking.ConfirmationToken, request),
      });
      finishChangeAttempt('guests', booking.ConfirmationToken);
      setSaved(true);
    } catch {
      // Shown below; a retry goes with the same key.
    }
  });

  if (saved) {
    return <ManageResult onDone={onDone}>Your changes have been saved and the hotel has been told.</ManageResult>;
  }
  return (
    <FormProvider {...form}>
      <form
        className="manage-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={edit.isPending || undefined}
      >
        {rooms.map(({ room, number }, index) => (
          <fieldset key={room.ReservationItemId} className="manage-room-guests">
            <legend className="manage-subtitle">
              Room {number}: {room.RoomTypeName}
            </legend>
            <div className="manage-grid">
              <FormField<GuestsFormValues>
                name={`rooms.${index}.firstName`}
                idPrefix="manage-guests"
                label="Lead guest first name"
              >
                {(control) => <input {...control} autoComplete="off" {...form.register(`rooms.${index}.firstName`)} />}
              </FormField>
              <FormField<GuestsFormValues>
                name={`rooms.${index}.lastName`}
                idPrefix="manage-guests"
                label="Lead guest last name"
              >
                {(control) => <input {...control} autoComplete="off" {...form.register(`rooms.${index}.lastName`)} />}
              </FormField>
              {configurationAsked ? (
                <RoomSetUp propertyCode={property.PropertyCode} roomTypeId={room.RoomTypeId} index={index} />
              ) : null}
              <FormField<GuestsFormValues>
                name={`rooms.${index}.arrivalTime`}
                idPrefix="manage-guests"
                label="Arrival time"
                optional
                hint="Roughly when you expect to arrive."
              >
                {(control) => (
                  <input {...control} type="time" step={900} {...form.register(`rooms.${index}.arrivalTime`)} />
                )}
              </FormField>
            </div>
          </fieldset>
        ))}
        <FormField<GuestsFormValues>
          name="notes"
          idPrefix="manage-guests"
          label="Special requests"
          optional
          hint="The hotel will do its best; requests are not guaranteed."
        >
          {(control) => <textarea {...control} rows={4} maxLength={2000} {...form.register('notes')} />}
        </FormField>
        <ManageSend call={edit} busyLabel="Saving…">
          Save changes
        </ManageSend>
      </form>
    </FormProvider>
  );
}

function RoomSetUp({ propertyCode, roomTypeId, index }: { propertyCode: string; roomTypeId: number; index: number }) {
  const { register } = useFormContext<GuestsFormValues>();
  const options = useRoomConfigurations(propertyCode, roomTypeId, true).data;
  // The select is drawn once its options are known, so it opens on the set-up already chosen.
  if (!options) return null;
  return (
    <FormField<GuestsFormValues> name={`rooms.${index}.configurationId`} idPrefix="manage-guests" label="Room set-up">
      {(control) => (
        <select
          {...control}
          className={`${control.className} sf-field__control--select`}
          {...register(`rooms.${index}.configurationId`, { valueAsNumber: true })}
        >
          <option value={0}>Choose a set-up</option>
          {options
            .filter((option) => option.RoomTypeId === null || option.RoomTypeId === roomTypeId)
            .map((option) => (
              <option key={option.RoomConfigurationDropdownOptionId} value={option.RoomConfigurationDropdownOptionId}>
                {option.Name}
              </option>
            ))}
        </select>
      )}
    </FormField>
  );
}
