import { useNavigate } from '@tanstack/react-router';
import { searchOutline } from 'ionicons/icons';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { findReservationRequestSchema } from '../../../contract/manage-booking';
import type { Property } from '../../../contract/property';
import { ApiError, describeError } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { FormField } from '../../ui/form-field';
import { useRuledForm } from '../../ui/ruled-form';
import { useFindReservation } from './api/find-reservation';
import './manage-booking.css';
import { Icon } from '../../ui/icon';
import { FormProblem } from '../../ui/form-outcome';

// Manage booking without the emailed link: the booking reference and the booker's email. The
// server answers every miss the same way, so this page does too; too many tries get its 429.

const findFormSchema = findReservationRequestSchema.pick({ ReferenceNumber: true, Email: true });
type FindFormValues = { ReferenceNumber: string; Email: string };

export const tooManyFindsMessage = 'Too many attempts. Please wait a few minutes and try again.';

export function FindBookingPage({ property, reference }: { property: Property; reference?: string | undefined }) {
  useDocumentTitle('Manage your booking', property.PropertyName);
  const navigate = useNavigate();
  const find = useFindReservation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuledForm<FindFormValues>(findFormSchema, {
    defaultValues: { ReferenceNumber: reference ?? '', Email: '' },
  });
  const busy = find.isPending;

  const submit = form.handleSubmit(async (values) => {
    if (find.isPending) return;
    setProblem(null);
    try {
      const found = await find.mutateAsync({
        PropertyId: property.PropertyCode,
        ReferenceNumber: values.ReferenceNumber.trim(),
        Email: values.Email.trim(),
      });
      await navigate({
        to: '/Book/$propertyCode/Manage/$confirmationToken',
        params: { propertyCode: property.PropertyCode, confirmationToken: found.ConfirmationToken },
      });
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 429 ? tooManyFindsMessage : describeError(error));
    }
  });

  return (
    <section className="manage-find" aria-labelledby="manage-find-title">
      <Icon icon={searchOutline} className="manage-find__icon" />
      <h1 id="manage-find-title" className="manage-find__title">
        Manage your booking
      </h1>
      <p className="manage-find__lead">
        Enter your booking reference and the email address you booked with to cancel, change dates, add extras or update
        guest details.
      </p>
      <FormProvider {...form}>
        <form
          className="manage-find__form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-busy={busy || undefined}
        >
          <FormField<FindFormValues>
            name="ReferenceNumber"
            idPrefix="manage-find"
            label="Booking reference"
            hint="It is in your confirmation email, e.g. ABCD2345."
          >
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                {...form.register('ReferenceNumber')}
              />
            )}
          </FormField>
          <FormField<FindFormValues> name="Email" idPrefix="manage-find" label="Email address">
            {(control) => (
              <input
                {...control}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                {...form.register('Email')}
              />
            )}
          </FormField>
          <FormProblem problem={problem} />
          <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <span className="sf-spinner" aria-hidden="true" /> : null}
            <span>{busy ? 'Finding your booking…' : 'Find my booking'}</span>
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
