import { zodResolver } from '@hookform/resolvers/zod';
import { IonIcon } from '@ionic/react';
import { bedOutline, calendarOutline, peopleOutline, pricetagOutline, restaurantOutline, timeOutline } from 'ionicons/icons';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import type { BookingConfiguration, Property } from '../../../contract/property';
import type { Restaurant, TimeSlot } from '../../../contract/restaurant';
import { todayIn } from '../../../domain/same-day';
import { lastTableBookingDate, partySizeText, tableBookingMessages } from '../../../domain/table-booking';
import { ApiError, describeError, genericErrorMessage } from '../../api';
import { useNotices } from '../../ui/notices';
import { longDateText } from '../../ui/stay-dates-text';
import { useCreateTableBooking } from './api/create-table-booking';
import { useRestaurantAvailability } from './api/get-restaurant-availability';
import { useRestaurantSetup } from './api/get-restaurant-setup';
import { DateChoice } from './date-choice';
import { tableBookingFormSchema, type TableBookingFormValues } from './table-booking-form-schema';
import type { TableBookingParams } from './table-booking-params';
import { TimeSlotChoice } from './time-slot-choice';

// The Book a Table form, in the order of spec section 4: restaurant, party size, date and
// the times free that day, a time, then the guest's contact details; a summary with the book
// button beside it on wide screens, below on phones. A double tap books once.

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
    const match = restaurants.find((r) => r.Code.toLowerCase() === key) ?? restaurants.find((r) => r.Name.toLowerCase() === key);
    if (match) return match;
  }
  return restaurants[0]!;
}

const fieldOrder: FieldPath<TableBookingFormValues>[] = ['restaurantId', 'partySize', 'visitDate', 'visitTime', 'email', 'contactNumber', 'specialRequests'];
/** The sizes offered: the restaurant's range, or just the current one while its setup loads. */
function partySizes(setup: { MinOnlinePartySize: number; MaxOnlinePartySize: number } | undefined, current: number): number[] {
  if (!setup) return [current];
  return Array.from({ length: setup.MaxOnlinePartySize - setup.MinOnlinePartySize + 1 }, (_, i) => setup.MinOnlinePartySize + i);
}

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

export function TableBookingForm({ property, bookingConfig, restaurants, params, initial, onBooked }: TableBookingFormProps) {
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
      restaurantId: firstRestaurant(restaurants, [params.restaurant, bookingConfig.RestaurantBooking.DefaultRestaurant]).Id,
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

  // The party-size rule follows the chosen restaurant's setup, so the resolver reads the
  // schema of the moment.
  const schema = useRef(tableBookingFormSchema(undefined));
  const resolver = useMemo<Resolver<TableBookingFormValues>>(() => (values, context, options) => zodResolver(schema.current)(values, context, options) as ReturnType<Resolver<TableBookingFormValues>>, []);
  // Focus goes to the first step at fault, in the page's order (the day and time choices are
  // not single inputs, so react-hook-form's own focusing would skip them).
  const form = useForm<TableBookingFormValues>({ defaultValues: defaults, resolver, mode: 'onTouched', shouldFocusError: false });
  const { register, control, setValue, setError, handleSubmit, formState } = form;
  const errors = formState.errors;
  const [restaurantId, partySize, visitDate, visitTime] = useWatch({ control, name: ['restaurantId', 'partySize', 'visitDate', 'visitTime'] });
  const restaurant = restaurants.find((r) => r.Id === restaurantId);

  const setup = useRestaurantSetup(restaurant ? { propertyId: property.PropertyId, restaurantId: restaurant.Id, isReservation: stayReference !== null, identifier: stayReference ?? undefined } : null);
  const min = setup.data?.MinOnlinePartySize;
  const max = setup.data?.MaxOnlinePartySize;
  useEffect(() => {
    schema.current = tableBookingFormSchema(setup.data);
  }, [setup.data]);
  useEffect(() => {
    // A party size the restaurant does not take online moves to the nearest one it does.
    if (min !== undefined && max !== undefined && (partySize < min || partySize > max)) setValue('partySize', clamp(preferredPartySize, min, max));
  }, [min, max, partySize, setValue]);

  const partySizeOk = min !== undefined && max !== undefined && partySize >= min && partySize <= max;
  const availability = useRestaurantAvailability(
    restaurant && setup.data && partySizeOk && visitDate
      ? { propertyId: property.PropertyId, restaurantId: restaurant.Id, date: visitDate, partySize, currencySymbol: setup.data.CurrencySymbol }
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
      const target = step?.querySelector<HTMLInputElement>('input:checked') ?? step?.querySelector<HTMLInputElement>('input') ?? step;
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
        void notify({ kind: 'positive', message: `${tableBookingMessages.created} Your booking reference is ${result.BookingReference}.` });
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
      const message = error instanceof ApiError && error.message === genericErrorMessage ? tableBookingMessages.failed : describeError(error, tableBookingMessages.failed);
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

  const waitingFor = !restaurant ? 'Choose a restaurant first.' : !setup.data ? null : !partySizeOk ? 'Choose your party size first.' : null;
  const setupFailed = setup.isError ? describeError(setup.error, 'We could not load this restaurant.') : null;
  const availabilityFailed = availability.isError && !availability.data ? describeError(availability.error, 'We could not load the times.') : null;

  return (
    <form className="table-booking" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {stayReference ? (
        <p className="sf-notice sf-notice--info table-booking__stay">
          <IonIcon icon={bedOutline} aria-hidden="true" />
          <span>
            This table will be booked with your stay <strong>{stayReference}</strong>.
          </span>
        </p>
      ) : null}

      <div className="table-booking__layout">
        <div className="table-booking__steps">
          <Step number={1} title="Restaurant" titleId={`${ids}-restaurant`}>
            {restaurants.length === 1 ? (
              <div className="restaurant-card restaurant-card--single">
                <IonIcon icon={restaurantOutline} aria-hidden="true" />
                <div>
                  <p className="restaurant-card__name">{restaurants[0]!.Name}</p>
                  {restaurants[0]!.Description ? <p className="restaurant-card__text">{restaurants[0]!.Description}</p> : null}
                </div>
              </div>
            ) : (
              <fieldset className="table-step__fieldset">
                <legend className="visually-hidden">Restaurant</legend>
                <div className="restaurant-choices">
                  {restaurants.map((r) => (
                    <label key={r.Id} className="restaurant-card restaurant-card--choice">
                      <input type="radio" value={r.Id} {...register('restaurantId', { valueAsNumber: true, onChange: () => setValue('visitTime', '') })} />
                      <span>
                        <span className="restaurant-card__name">{r.Name}</span>
                        {r.Description ? <span className="restaurant-card__text">{r.Description}</span> : null}
                      </span>
                    </label>
                  ))}
                </div>
                <FieldError id={`${ids}-restaurant-error`} message={errors.restaurantId?.message} />
              </fieldset>
            )}
            {setupFailed ? (
              <div className="sf-notice sf-notice--negative" role="alert">
                <p>{setupFailed}</p>
                <button type="button" className="sf-text-button" onClick={() => void setup.refetch()}>
                  Try again
                </button>
              </div>
            ) : null}
          </Step>

          <Step number={2} title="Party size" titleId={`${ids}-party`}>
            <div className="sf-field">
              <label htmlFor={`${ids}-party-size`} className="sf-field__label">
                Number of guests
              </label>
              <Controller
                control={control}
                name="partySize"
                render={({ field }) => (
                  // Controlled: the options arrive with the restaurant's setup, and the shown
                  // choice must stay the form's value as they do.
                  <select
                    id={`${ids}-party-size`}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                    className="sf-field__control sf-field__control--select"
                    disabled={!setup.data}
                    aria-invalid={errors.partySize ? true : undefined}
                    aria-describedby={`${ids}-party-hint${errors.partySize ? ` ${ids}-party-error` : ''}`}
                  >
                    {partySizes(setup.data, field.value).map((size) => (
                      <option key={size} value={size}>
                        {partySizeText(size)}
                      </option>
                    ))}
                  </select>
                )}
              />
              <p id={`${ids}-party-hint`} className="sf-field__hint">
                {setup.data
                  ? `Tables for ${setup.data.MinOnlinePartySize === 1 ? 'up to' : `${setup.data.MinOnlinePartySize} to`} ${setup.data.MaxOnlinePartySize} can be booked online.${property.Telephone ? ` For a larger party, please call us on ${property.Telephone}.` : ''}`
                  : 'Loading the restaurant…'}
              </p>
              <FieldError id={`${ids}-party-error`} message={errors.partySize?.message} />
            </div>
          </Step>

          <Step number={3} title="Date" titleId={`${ids}-date`} stepRef={dateStep}>
            <Controller
              control={control}
              name="visitDate"
              render={({ field, fieldState }) => (
                <DateChoice
                  value={field.value}
                  onChange={(date) => {
                    field.onChange(date);
                    setProblem(null);
                  }}
                  today={today}
                  lastDate={lastDate}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Step>

          <Step number={4} title="Time" titleId={`${ids}-time`} stepRef={timeStep} aside={visitDate ? <span className="table-step__aside">{longDateText(visitDate)}</span> : null}>
            <Controller
              control={control}
              name="visitTime"
              render={({ field, fieldState }) => (
                <TimeSlotChoice
                  slots={shownSlots}
                  loading={availability.isPending && availability.fetchStatus !== 'idle'}
                  refreshing={availability.isPlaceholderData}
                  failed={availabilityFailed}
                  onRetry={() => void availability.refetch()}
                  noAvailabilityText={setup.data?.NoAvailabilityText ?? ''}
                  value={field.value}
                  onChange={(time) => {
                    field.onChange(time);
                    setProblem(null);
                  }}
                  error={fieldState.error?.message}
                  waitingFor={waitingFor ?? (!setup.data ? 'Loading the restaurant…' : null)}
                />
              )}
            />
          </Step>

          <Step number={5} title="Your details" titleId={`${ids}-details`}>
            <div className="table-fields">
              <div className="sf-field">
                <label htmlFor={`${ids}-email`} className="sf-field__label">
                  Email address
                </label>
                <input
                  id={`${ids}-email`}
                  className="sf-field__control"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  spellCheck={false}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? `${ids}-email-error` : undefined}
                  {...register('email')}
                />
                <FieldError id={`${ids}-email-error`} message={errors.email?.message} />
              </div>
              <div className="sf-field">
                <label htmlFor={`${ids}-phone`} className="sf-field__label">
                  Contact number
                </label>
                <input
                  id={`${ids}-phone`}
                  className="sf-field__control"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  aria-invalid={errors.contactNumber ? true : undefined}
                  aria-describedby={`${ids}-phone-hint${errors.contactNumber ? ` ${ids}-phone-error` : ''}`}
                  {...register('contactNumber')}
                />
                <p id={`${ids}-phone-hint`} className="sf-field__hint">
                  {tableBookingMessages.contactNumberHint}
                </p>
                <FieldError id={`${ids}-phone-error`} message={errors.contactNumber?.message} />
              </div>
              <div className="sf-field table-field--wide">
                <label htmlFor={`${ids}-requests`} className="sf-field__label">
                  Special requests <span className="sf-field__optional">(optional)</span>
                </label>
                <textarea
                  id={`${ids}-requests`}
                  className="sf-field__control sf-field__control--textarea"
                  rows={3}
                  maxLength={1000}
                  placeholder="Allergies, a high chair, a special occasion…"
                  aria-invalid={errors.specialRequests ? true : undefined}
                  aria-describedby={errors.specialRequests ? `${ids}-requests-error` : undefined}
                  {...register('specialRequests')}
                />
                <FieldError id={`${ids}-requests-error`} message={errors.specialRequests?.message} />
              </div>
            </div>
          </Step>
        </div>

        <aside className="table-summary" aria-labelledby={`${ids}-summary`}>
          <h2 id={`${ids}-summary`} className="table-summary__title">
            Your table
          </h2>
          <dl className="table-summary__list">
            <SummaryRow icon={restaurantOutline} term="Restaurant" value={restaurant?.Name ?? 'Not chosen'} />
            <SummaryRow icon={peopleOutline} term="Party" value={partySizeText(partySize)} />
            <SummaryRow icon={calendarOutline} term="Date" value={visitDate ? longDateText(visitDate) : 'Not chosen'} />
            <SummaryRow
              icon={timeOutline}
              term="Time"
              value={chosenSlot ? `${chosenSlot.Time}${chosenSlot.IsLeaveTimeRequired && chosenSlot.LeaveTime ? ` until ${chosenSlot.LeaveTime}` : ''}` : 'Not chosen'}
            />
            {chosenSlot?.Promotions[0] ? <SummaryRow icon={pricetagOutline} term="Offer" value={chosenSlot.Promotions[0].Name} /> : null}
          </dl>
          {problem ? (
            <p className="sf-notice sf-notice--negative table-summary__problem" role="alert">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="sf-button sf-button--primary table-summary__book" disabled={busy} aria-describedby={problem ? undefined : `${ids}-book-note`}>
            {busy ? <span className="sf-spinner" aria-hidden="true" /> : null}
            <span>{busy ? 'Booking your table…' : 'Book table'}</span>
          </button>
          <p id={`${ids}-book-note`} className="table-summary__note">
            No payment needed. We'll email your confirmation.
          </p>
        </aside>
      </div>
    </form>
  );
}

interface StepProps {
  number: number;
  title: string;
  titleId: string;
  aside?: ReactNode;
  stepRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

function Step({ number, title, titleId, aside, stepRef, children }: StepProps) {
  return (
    <section className="sf-panel table-step" aria-labelledby={titleId} ref={stepRef} tabIndex={stepRef ? -1 : undefined}>
      <div className="table-step__head">
        <span className="table-step__number" aria-hidden="true">
          {number}
        </span>
        <h2 id={titleId} className="sf-panel__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function SummaryRow({ icon, term, value }: { icon: string; term: string; value: string }) {
  return (
    <div className="table-summary__row">
      <dt>
        <IonIcon icon={icon} aria-hidden="true" />
        <span>{term}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="sf-field__error">
      {message}
    </p>
  ) : null;
}
