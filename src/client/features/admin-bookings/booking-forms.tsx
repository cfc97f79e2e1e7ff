import { useState } from 'react';
import { z } from 'zod';
import {
  adminGuestDetailsRequestSchema,
  adminNoteRequestSchema,
  type AdminReservation,
} from '../../../contract/admin-bookings';
import { describeError } from '../../api';
import { FormField } from '../../ui/form-field';
import { notify } from '../../ui/notices';
import { useRuledForm } from '../../ui/ruled-form';
import { useReservationAction } from './api/reservation';
import { ConsoleForm } from '../admin/console-form';

// A private note, and the booker's details corrected: checked by the same schemas as the server.

type NoteValues = { Body: string };

export function NoteForm({ propertyCode, reference }: { propertyCode: string; reference: string }) {
  const action = useReservationAction(propertyCode, reference);
  const form = useRuledForm<NoteValues>(adminNoteRequestSchema, { defaultValues: { Body: '' } });
  const submit = form.handleSubmit((values) =>
    action.mutate(
      { kind: 'Notes', body: { Body: values.Body.trim() } },
      {
        onSuccess: () => {
          form.reset();
          void notify({ message: 'Note added.', kind: 'positive' });
        },
        onError: (error) => void notify({ message: describeError(error), kind: 'negative' }),
      },
    ),
  );
  return (
    <ConsoleForm form={form} onSubmit={submit} pending={action.isPending}>
      <FormField<NoteValues> name="Body" idPrefix="note" label="New note">
        {(control) => <textarea {...control} rows={3} {...form.register('Body')} />}
      </FormField>
      <div className="console-actions">
        <button type="submit" className="sf-button sf-button--primary" disabled={action.isPending}>
          Add note
        </button>
      </div>
    </ConsoleForm>
  );
}

type Booker = AdminReservation['Booking']['Booker'];
// The server's rules, with every field as typed (an empty city is sent as none).
const guestFormSchema = adminGuestDetailsRequestSchema.extend({
  Street: z.string().trim().max(200),
  City: z.string().trim().max(100),
  ZipCode: z.string().trim().max(20),
});
type GuestValues = z.output<typeof guestFormSchema>;
const guestFields: { name: keyof GuestValues; label: string; type?: string; autoComplete: string }[] = [
  { name: 'FirstName', label: 'First name', autoComplete: 'off' },
  { name: 'LastName', label: 'Last name', autoComplete: 'off' },
  { name: 'Email', label: 'Email address', type: 'email', autoComplete: 'off' },
  { name: 'Phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { name: 'Street', label: 'Street', autoComplete: 'off' },
  { name: 'City', label: 'City', autoComplete: 'off' },
  { name: 'ZipCode', label: 'Post code', autoComplete: 'off' },
];

export function GuestDetailsForm({
  propertyCode,
  reference,
  booker,
}: {
  propertyCode: string;
  reference: string;
  booker: Booker;
}) {
  const action = useReservationAction(propertyCode, reference);
  const [open, setOpen] = useState(false);
  const form = useRuledForm<GuestValues>(guestFormSchema, {
    defaultValues: {
      FirstName: booker.FirstName,
      LastName: booker.LastName,
      Email: booker.Email,
      Phone: booker.Phone,
      Street: booker.Street,
      City: booker.City ?? '',
      ZipCode: booker.ZipCode,
    },
  });
  const submit = form.handleSubmit((values) =>
    action.mutate(
      { kind: 'Guest', body: { ...values, City: values.City.trim() || null } },
      {
        onSuccess: () => {
          setOpen(false);
          void notify({ message: "The booker's details are saved.", kind: 'positive' });
        },
        onError: (error) => void notify({ message: describeError(error), kind: 'negative' }),
      },
    ),
  );
  return (
    <section className="console-card" aria-labelledby="guest-edit-title">
      <h2 id="guest-edit-title">Booker’s details</h2>
      {open ? (
        <ConsoleForm form={form} onSubmit={submit} pending={action.isPending}>
          <div className="console-form__row">
            {guestFields.map((field) => (
              <FormField<GuestValues> key={field.name} name={field.name} idPrefix="booker" label={field.label}>
                {(control) => (
                  <input
                    {...control}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    {...form.register(field.name)}
                  />
                )}
              </FormField>
            ))}
          </div>
          <div className="console-actions">
            <button type="submit" className="sf-button sf-button--primary" disabled={action.isPending}>
              Save details
            </button>
            <button type="button" className="sf-text-button" onClick={() => setOpen(false)}>
              Discard changes
            </button>
          </div>
        </ConsoleForm>
      ) : (
        <button type="button" className="sf-button sf-button--secondary" onClick={() => setOpen(true)}>
          Edit the booker’s details
        </button>
      )}
    </section>
  );
}
