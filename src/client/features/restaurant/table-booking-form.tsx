import { bedOutline } from 'ionicons/icons';
import { Controller, FormProvider } from 'react-hook-form';
import { longDateText } from '../../../domain/stay-dates-text';
import { DateChoice } from './date-choice';
import { ContactDetailsStep, PartySizeStep, RestaurantStep, Step } from './table-booking-steps';
import { TableBookingSummary } from './table-booking-summary';
import { TimeSlotChoice } from './time-slot-choice';
import { useTableBookingForm, type TableBookingFormProps } from './use-table-booking-form';
import { Icon } from '../../ui/icon';

// The Book a Table form, in the order of docs/product.md (restaurant tables): restaurant, party size, date and
// the times free that day, a time, then the guest's contact details; a summary with the book
// button beside it on wide screens, below on phones. A double tap books once.

export function TableBookingForm(props: TableBookingFormProps) {
  const booking = useTableBookingForm(props);
  const { ids, form, setup, availability, visitDate } = booking;
  const { control } = form;
  return (
    <FormProvider {...form}>
      <form className="table-booking" noValidate onSubmit={booking.submit} aria-busy={booking.busy || undefined}>
        {booking.stayReference ? (
          <p className="sf-notice sf-notice--info table-booking__stay">
            <Icon icon={bedOutline} />
            <span>
              This table will be booked with your stay <strong>{booking.stayReference}</strong>.
            </span>
          </p>
        ) : null}

        <div className="table-booking__layout">
          <div className="table-booking__steps">
            <RestaurantStep
              ids={ids}
              restaurants={props.restaurants}
              setupFailed={booking.setupFailed}
              onRetrySetup={() => void setup.refetch()}
            />
            <PartySizeStep ids={ids} setup={setup.data} telephone={props.property.Telephone} />

            <Step number={3} title="Date" titleId={`${ids}-date`} stepRef={booking.dateStep}>
              <Controller
                control={control}
                name="visitDate"
                render={({ field, fieldState }) => (
                  <DateChoice
                    value={field.value}
                    onChange={(date) => {
                      field.onChange(date);
                      booking.clearProblem();
                    }}
                    today={booking.today}
                    lastDate={booking.lastDate}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Step>

            <Step
              number={4}
              title="Time"
              titleId={`${ids}-time`}
              stepRef={booking.timeStep}
              aside={visitDate ? <span className="table-step__aside">{longDateText(visitDate)}</span> : null}
            >
              <Controller
                control={control}
                name="visitTime"
                render={({ field, fieldState }) => (
                  <TimeSlotChoice
                    slots={booking.shownSlots}
                    loading={availability.isPending && availability.fetchStatus !== 'idle'}
                    refreshing={availability.isPlaceholderData}
                    failed={booking.availabilityFailed}
                    onRetry={() => void availability.refetch()}
                    noAvailabilityText={setup.data?.NoAvailabilityText ?? ''}
                    value={field.value}
                    onChange={(time) => {
                      field.onChange(time);
                      booking.clearProblem();
                    }}
                    error={fieldState.error?.message}
                    waitingFor={booking.waitingFor ?? (!setup.data ? 'Loading the restaurant…' : null)}
                  />
                )}
              />
            </Step>

            <ContactDetailsStep ids={ids} />
          </div>

          <TableBookingSummary
            ids={ids}
            restaurantName={booking.restaurant?.Name}
            partySize={booking.partySize}
            visitDate={visitDate}
            chosenSlot={booking.chosenSlot}
            problem={booking.problem}
            busy={booking.busy}
          />
        </div>
      </form>
    </FormProvider>
  );
}
