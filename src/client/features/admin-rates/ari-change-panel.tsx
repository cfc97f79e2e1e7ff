import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import type { AriChangeOutcome, AriGrid } from '../../../contract/admin-ari';
import { weekdayNames } from '../../../domain/ari-changes';
import { ApiError } from '../../api';
import { FormField } from '../../ui/form-field';
import { schemaOfProblems, useRuledForm } from '../../ui/ruled-form';
import { useChangeAri } from './api/change-ari';
import {
  changeFormProblems,
  changeItemOf,
  emptyChange,
  valueFields,
  type AriChangeFormValues,
} from './ari-change-form';
import { SubmitButton } from '../../ui/form-outcome';

// One form for every change: a night opened from the grid (Enter on a cell) or a range of
// nights on chosen weekdays ("£149 on Fridays and Saturdays from 1 June to 31 August"; "close
// the suites 24–26 December"). Fields left empty leave the nights as they are. The server's
// answer for the item is shown as it came: applied (how many nights) or refused (why).

export interface AriChangePanelHandle {
  /** Fills the form (a night from the grid) and moves focus into it. */
  open(values: AriChangeFormValues): void;
}

const weekdayLabels: Record<(typeof weekdayNames)[number], string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

const toggles = [
  ['closed', 'Closed'],
  ['closedToArrival', 'Closed to arrival'],
  ['closedToDeparture', 'Closed to departure'],
] as const;

export const AriChangePanel = forwardRef<AriChangePanelHandle, { grid: AriGrid; propertyCode: string }>(
  function AriChangePanel({ grid, propertyCode }, ref) {
    const change = useChangeAri(propertyCode);
    const firstField = useRef<HTMLSelectElement | null>(null);
    const [outcome, setOutcome] = useState<AriChangeOutcome | { Applied: false; Message: string } | null>(null);
    const form = useRuledForm<AriChangeFormValues>(
      schemaOfProblems((values) => changeFormProblems(values, grid.Today)),
      { defaultValues: emptyChange(String(grid.RoomTypes[0]?.RoomTypeId ?? ''), grid.Dates[0]!, grid.Dates.at(-1)!) },
    );
    const { register, watch, reset, handleSubmit, formState } = form;
    const roomType = grid.RoomTypes.find((r) => String(r.RoomTypeId) === watch('roomTypeId'));
    const forRatePlan = watch('ratePlanId') !== '';

    useImperativeHandle(ref, () => ({
      open(values) {
        reset(values);
        setOutcome(null);
        firstField.current?.focus();
      },
    }));

    // A plan of another room type is no choice once the room type changes.
    const ratePlanId = watch('ratePlanId');
    useEffect(() => {
      if (ratePlanId !== '' && !roomType?.RatePlans.some((p) => String(p.RatePlanId) === ratePlanId))
        form.setValue('ratePlanId', '');
    }, [form, ratePlanId, roomType]);

    const submit = handleSubmit(async (values) => {
      try {
        const answer = await change.mutateAsync([changeItemOf(values)]);
        setOutcome(answer.Items[0] ?? null);
      } catch (error) {
        setOutcome({ Applied: false, Message: error instanceof ApiError ? error.message : 'The change was not sent.' });
      }
    });
    const busy = change.isPending || formState.isSubmitting;
    // What a night held means nothing for another room type or plan: choosing one starts afresh.
    const clearValues = () => {
      for (const field of valueFields) form.setValue(field, '');
    };
    const { ref: roomTypeRef, ...roomTypeField } = register('roomTypeId', { onChange: clearValues });

    return (
      <section className="ari-change" aria-labelledby="ari-change-title">
        <h2 id="ari-change-title">Change rates and availability</h2>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} aria-busy={busy || undefined}>
            <div className="ari-change__fields">
              <FormField<AriChangeFormValues> name="roomTypeId" idPrefix="ari" label="Room type">
                {(control) => (
                  <select
                    {...control}
                    className={`${control.className} sf-field__control--select`}
                    {...roomTypeField}
                    ref={(element) => {
                      roomTypeRef(element);
                      firstField.current = element;
                    }}
                  >
                    {grid.RoomTypes.map((r) => (
                      <option key={r.RoomTypeId} value={r.RoomTypeId}>
                        {r.Name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField<AriChangeFormValues>
                name="ratePlanId"
                idPrefix="ari"
                label="Rate plan"
                hint="The room type itself: rooms to sell, or stop selling it."
              >
                {(control) => (
                  <select
                    {...control}
                    className={`${control.className} sf-field__control--select`}
                    {...register('ratePlanId', { onChange: clearValues })}
                  >
                    <option value="">The room type itself</option>
                    {roomType?.RatePlans.map((p) => (
                      <option key={p.RatePlanId} value={p.RatePlanId}>
                        {p.Name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField<AriChangeFormValues> name="from" idPrefix="ari" label="First night">
                {(control) => <input {...control} type="date" {...register('from')} />}
              </FormField>
              <FormField<AriChangeFormValues> name="to" idPrefix="ari" label="Last night">
                {(control) => <input {...control} type="date" {...register('to')} />}
              </FormField>
            </div>
            <WeekdayChoice />
            <ChangeValueFields forRatePlan={forRatePlan} currency={grid.Currency} />
            <SubmitButton pending={busy} pendingLabel="Applying…">
              Apply change
            </SubmitButton>
          </form>
        </FormProvider>
        <div role="status" aria-live="polite" className="ari-change__outcome">
          {outcome ? (
            <p className={`sf-notice ${outcome.Applied ? 'sf-notice--positive' : 'sf-notice--negative'}`}>
              <span>
                <strong>{outcome.Applied ? 'Applied. ' : 'Not applied: '}</strong>
                {outcome.Message}
              </span>
            </p>
          ) : null}
        </div>
      </section>
    );
  },
);

/** The weekdays a range applies on (none ticked: every night). */
function WeekdayChoice() {
  const { register, formState } = useFormContext<AriChangeFormValues>();
  return (
    <fieldset className="ari-change__weekdays" aria-describedby="ari-weekdays-hint">
      <legend className="sf-field__label">On these weekdays</legend>
      <p id="ari-weekdays-hint" className="sf-field__hint">
        None ticked: every night.
      </p>
      {weekdayNames.map((day) => (
        <label key={day} className="ari-change__weekday">
          <input type="checkbox" value={day} {...register('weekdays')} />
          {weekdayLabels[day]}
        </label>
      ))}
      {formState.errors.weekdays?.message ? (
        <p className="sf-field__error">{formState.errors.weekdays.message}</p>
      ) : null}
    </fieldset>
  );
}

/** What to change: a room type's rooms to sell, or a rate plan's rate and stay limits; and closed flags. */
function ChangeValueFields({ forRatePlan, currency }: { forRatePlan: boolean; currency: string }) {
  const { register } = useFormContext<AriChangeFormValues>();
  return (
    <div className="ari-change__fields">
      {forRatePlan ? (
        <>
          <FormField<AriChangeFormValues> name="rate" idPrefix="ari" label={`Rate (${currency})`} optional>
            {(control) => <input {...control} inputMode="decimal" {...register('rate')} />}
          </FormField>
          <FormField<AriChangeFormValues> name="minStay" idPrefix="ari" label="Minimum stay (nights)" optional>
            {(control) => <input {...control} inputMode="numeric" {...register('minStay')} />}
          </FormField>
          <FormField<AriChangeFormValues> name="maxStay" idPrefix="ari" label="Maximum stay (nights)" optional>
            {(control) => <input {...control} inputMode="numeric" {...register('maxStay')} />}
          </FormField>
        </>
      ) : (
        <FormField<AriChangeFormValues> name="rooms" idPrefix="ari" label="Rooms to sell" optional>
          {(control) => <input {...control} inputMode="numeric" {...register('rooms')} />}
        </FormField>
      )}
      {toggles
        .filter(([name]) => forRatePlan || name === 'closed')
        .map(([name, label]) => (
          <FormField<AriChangeFormValues> key={name} name={name} idPrefix="ari" label={label}>
            {(control) => (
              <select {...control} className={`${control.className} sf-field__control--select`} {...register(name)}>
                <option value="">Leave as it is</option>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </select>
            )}
          </FormField>
        ))}
    </div>
  );
}
