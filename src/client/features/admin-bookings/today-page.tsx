import './admin-bookings.css';
import type { TodayResponse, TodayStay } from '../../../contract/admin-bookings';
import { formatMoney } from '../../../domain/money';
import { formatStayDate } from '../../../domain/stay-dates';
import { useConsolePage } from '../admin/console-property';
import { useToday } from './api/today';
import { BookingLink } from './booking-link';
import { PaymentFlag } from './payment-flag';
import { guestsText } from './stay-text';
import { ConsoleLoaded } from '../admin/console-query';

// Today (the console's first page): who arrives, leaves and is in house today and tomorrow on
// the hotel's clock, with pre-check-in, requests, arrival times and money still to collect (a
// balance due, or an automatic charge that failed); then the next 30 nights and the last 7 days
// in figures.

export function TodayPage() {
  const { propertyCode } = useConsolePage('Today');
  const today = useToday(propertyCode);
  return (
    <>
      <h1 className="console__title">Today</h1>
      <ConsoleLoaded query={today} loading="Loading today…">
        {(data) => (
          <>
            <Figures board={data} />
            {data.Days.map((day, index) => (
              <section key={day.Date} className="console-card" aria-labelledby={`day-${day.Date}`}>
                <h2 id={`day-${day.Date}`}>
                  {index === 0 ? 'Today' : 'Tomorrow'}, {formatStayDate(day.Date, 'long')}
                </h2>
                <StayTable
                  title="Arrivals"
                  id={`arrivals-${day.Date}`}
                  stays={day.Arrivals}
                  propertyCode={propertyCode}
                />
                <StayTable
                  title="Departures"
                  id={`departures-${day.Date}`}
                  stays={day.Departures}
                  propertyCode={propertyCode}
                />
                <StayTable
                  title="In house"
                  id={`in-house-${day.Date}`}
                  stays={day.InHouse}
                  propertyCode={propertyCode}
                />
              </section>
            ))}
          </>
        )}
      </ConsoleLoaded>
    </>
  );
}

function Figures({ board }: { board: TodayResponse }) {
  const { Occupancy: occupancy, LastSevenDays: week } = board;
  return (
    <section className="console-card" aria-labelledby="figures-title">
      <h2 id="figures-title">At a glance</h2>
      <dl className="admin-figures">
        <div>
          <dt>Occupancy, next 30 nights</dt>
          <dd>
            {occupancy.Percent}% ({occupancy.RoomNightsSold} of {occupancy.RoomNightsToSell} room nights)
          </dd>
        </div>
        <div>
          <dt>Room revenue, next 30 nights</dt>
          <dd>{formatMoney(occupancy.Revenue, occupancy.Currency)}</dd>
        </div>
        <div>
          <dt>Bookings, last 7 days</dt>
          <dd>{week.Bookings}</dd>
        </div>
        <div>
          <dt>Cancellations, last 7 days</dt>
          <dd>{week.Cancellations}</dd>
        </div>
        <div>
          <dt>Search to booking, last 7 days</dt>
          <dd>
            {week.ConversionPercent === null ? 'No searches yet' : `${week.ConversionPercent}%`} ({week.Searches}{' '}
            searches)
          </dd>
        </div>
      </dl>
    </section>
  );
}

function StayTable({
  title,
  id,
  stays,
  propertyCode,
}: {
  title: string;
  id: string;
  stays: TodayStay[];
  propertyCode: string;
}) {
  return (
    <>
      <h3 id={id}>
        {title} ({stays.length})
      </h3>
      {stays.length === 0 ? (
        <p className="console-muted">None.</p>
      ) : (
        <div className="console-table__wrap">
          <table className="console-table" aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">Guest</th>
                <th scope="col">Reference</th>
                <th scope="col">Rooms</th>
                <th scope="col">Guests</th>
                <th scope="col">Arrival time</th>
                <th scope="col">Pre-check-in</th>
                <th scope="col">To collect</th>
                <th scope="col">Requests</th>
              </tr>
            </thead>
            <tbody>
              {stays.map((stay) => (
                <tr key={stay.ReferenceNumber}>
                  <td>{stay.GuestName}</td>
                  <td>
                    <BookingLink propertyCode={propertyCode} reference={stay.ReferenceNumber} />
                  </td>
                  <td>{stay.Rooms.join(', ')}</td>
                  <td>{guestsText(stay.Adults, stay.Children, stay.Infants)}</td>
                  <td>{stay.ArrivalTime ?? <span className="console-muted">Not given</span>}</td>
                  <td>{stay.PreCheckInDone ? 'Done' : <span className="console-muted">Not yet</span>}</td>
                  <td>
                    <PaymentFlag
                      balanceDue={stay.BalanceDue}
                      paymentFailed={stay.PaymentFailed}
                      currency={stay.Currency}
                    />
                  </td>
                  <td>{stay.SpecialRequests || <span className="console-muted">None</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
