import './admin-bookings.css';
import { useState } from 'react';
import { describeError } from '../../api';
import { controlProps, Field } from '../../ui/form-field';
import { notify } from '../../ui/notices';
import { useConsolePage } from '../admin/console-property';
import { useCancelTableBooking, useTableBookings } from './api/table-bookings';
import { dayOfSearch, type AddressSearch } from './bookings-search';
import { ConsoleTable } from '../admin/console-table';
import { ConfirmActions } from '../admin/confirm-actions';
import { ConsoleLoaded } from '../admin/console-query';

// Restaurant: the table bookings of a day per restaurant and time, with party, promotion and
// contact; a table booking cancelled after the member confirms it.

/** The page as its route shows it: the day read from the address and written back to it. */
export function RestaurantRouteView({
  search,
  onSearch,
}: {
  search: AddressSearch;
  onSearch: (search: AddressSearch) => void;
}) {
  return <RestaurantPage date={dayOfSearch(search)} onDate={(date) => onSearch({ date })} />;
}

export function RestaurantPage({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const { propertyCode, may } = useConsolePage('Restaurant');
  const day = useTableBookings(propertyCode, date);
  const cancel = useCancelTableBooking(propertyCode);
  const [confirming, setConfirming] = useState<string | null>(null);
  const field = { id: 'restaurant-date' };
  return (
    <>
      <h1 className="console__title">Restaurant</h1>
      <div className="console-card">
        <Field {...field} label="Day">
          <input
            {...controlProps(field)}
            type="date"
            value={date}
            onChange={(e) => e.target.value && onDate(e.target.value)}
          />
        </Field>
      </div>
      <ConsoleLoaded query={day} loading="Loading table bookings…">
        {(data) =>
          data.Restaurants.length === 0 ? (
            <p className="console-muted">This hotel has no restaurant.</p>
          ) : (
            data.Restaurants.map((restaurant) => (
              <section
                key={restaurant.RestaurantId}
                className="console-card"
                aria-labelledby={`restaurant-${restaurant.RestaurantId}`}
              >
                <h2 id={`restaurant-${restaurant.RestaurantId}`}>{restaurant.Name}</h2>
                {restaurant.Slots.length === 0 ? (
                  <p className="console-muted">No table bookings on this day.</p>
                ) : (
                  <ConsoleTable columns={['Time', 'Reference', 'Party', 'Promotion', 'Contact', 'Requests', 'Status']}>
                    {restaurant.Slots.flatMap((slot) =>
                      slot.Bookings.map((booking) => (
                        <tr key={booking.BookingReference}>
                          <td>{slot.Time}</td>
                          <td>{booking.BookingReference}</td>
                          <td>{booking.PartySize}</td>
                          <td>{booking.Promotion ?? '—'}</td>
                          <td>
                            <a href={`mailto:${booking.Email}`}>{booking.Email}</a>
                            <br />
                            <a href={`tel:${booking.ContactNumber.replace(/\s/g, '')}`}>{booking.ContactNumber}</a>
                          </td>
                          <td>{booking.SpecialRequests || '—'}</td>
                          <td>
                            {booking.Status === 'Cancelled' ? (
                              'Cancelled'
                            ) : !may('bookings:write') ? (
                              'Booked'
                            ) : confirming === booking.BookingReference ? (
                              <ConfirmActions
                                question={`Cancel table ${booking.BookingReference}?`}
                                confirmLabel="Yes, cancel the table"
                                keepLabel="Keep it"
                                pending={cancel.isPending}
                                onConfirm={() =>
                                  cancel.mutate(booking.BookingReference, {
                                    onSuccess: () =>
                                      void notify({
                                        message: `Table ${booking.BookingReference} cancelled.`,
                                        kind: 'positive',
                                      }),
                                    onError: (error) =>
                                      void notify({ message: describeError(error), kind: 'negative' }),
                                    onSettled: () => setConfirming(null),
                                  })
                                }
                                onKeep={() => setConfirming(null)}
                              />
                            ) : (
                              <button
                                type="button"
                                className="sf-button sf-button--secondary"
                                onClick={() => setConfirming(booking.BookingReference)}
                              >
                                Cancel table
                              </button>
                            )}
                          </td>
                        </tr>
                      )),
                    )}
                  </ConsoleTable>
                )}
              </section>
            ))
          )
        }
      </ConsoleLoaded>
    </>
  );
}
