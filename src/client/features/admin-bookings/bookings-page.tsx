import './admin-bookings.css';
import type { AdminReservationRow } from '../../../contract/admin-bookings';
import { formatMoney } from '../../../domain/money';
import { useConsolePage } from '../admin/console-property';
import { reservationsCsvUrl, useReservations, type BookingsFilter } from './api/reservations';
import { BookingLink } from './booking-link';
import { BookingsFilterForm } from './bookings-filter-form';
import { filterOfSearch, searchOfFilter, type AddressSearch } from './bookings-search';
import { PaymentFlag } from './payment-flag';
import { instantFormat, paymentTypeNames, statusNames, stayText } from './stay-text';
import { ConsoleTable } from '../admin/console-table';
import { ConsoleLoaded } from '../admin/console-query';
import { ConsolePager, pageCountOf } from '../admin/console-pager';

// Bookings: the hotel's bookings, newest first, searched and filtered and paged by the server
// (money still owed or a failed charge among the filters, and flagged on each row), and
// downloadable as CSV with the same filters.

export const bookingsPageSize = 25;

/** The page as its route shows it: the filter read from the address and written back to it. */
export function BookingsRouteView({
  search,
  onSearch,
}: {
  search: AddressSearch;
  onSearch: (search: AddressSearch) => void;
}) {
  return <BookingsPage filter={filterOfSearch(search)} onFilter={(filter) => onSearch(searchOfFilter(filter))} />;
}

export function BookingsPage({
  filter,
  onFilter,
}: {
  filter: BookingsFilter;
  onFilter: (filter: BookingsFilter) => void;
}) {
  const { propertyCode } = useConsolePage('Bookings');
  const page = filter.Page ?? 1;
  const list = useReservations(propertyCode, { ...filter, Page: page, PageSize: bookingsPageSize });
  const pages = list.data ? pageCountOf(list.data.Total, bookingsPageSize) : 1;
  return (
    <>
      <h1 className="console__title">Bookings</h1>
      <BookingsFilterForm
        key={JSON.stringify({ ...filter, Page: undefined })}
        filter={filter}
        ratePlans={list.data?.RatePlans ?? []}
        onFilter={(next) => onFilter({ ...next, Page: undefined })}
      />
      <section className="console-card" aria-labelledby="bookings-title" aria-busy={list.isFetching || undefined}>
        <div className="console-actions">
          <h2 id="bookings-title">{list.data ? `${list.data.Total} bookings` : 'Finding bookings…'}</h2>
          <a className="sf-button sf-button--secondary" href={reservationsCsvUrl(propertyCode, filter)} download>
            Download CSV
          </a>
        </div>
        <ConsoleLoaded query={list} loading="Loading bookings…">
          {(data) =>
            data.Items.length === 0 ? (
              <p className="console-muted">No bookings match.</p>
            ) : (
              <BookingsTable rows={data.Items} propertyCode={propertyCode} />
            )
          }
        </ConsoleLoaded>
        {list.data && list.data.Total > bookingsPageSize ? (
          <ConsolePager
            label="Booking pages"
            page={page}
            pages={pages}
            onPage={(next) => onFilter({ ...filter, Page: next })}
          >
            Page {page} of {pages}
          </ConsolePager>
        ) : null}
      </section>
    </>
  );
}

function BookingsTable({ rows, propertyCode }: { rows: AdminReservationRow[]; propertyCode: string }) {
  return (
    <ConsoleTable
      columns={['Reference', 'Booker', 'Stay', 'Rooms', 'Status', 'Paid by', 'Total', 'To collect', 'Booked']}
    >
      {rows.map((row) => (
        <tr key={row.ReferenceNumber}>
          <td>
            <BookingLink propertyCode={propertyCode} reference={row.ReferenceNumber} />
          </td>
          <td>
            {row.BookerName}
            <br />
            <span className="console-muted">{row.Email}</span>
          </td>
          <td>{stayText(row.DateFrom, row.DateTo)}</td>
          <td>
            {row.Rooms} · {row.RatePlans.join(', ')}
          </td>
          <td>{statusNames[row.Status]}</td>
          <td>{paymentTypeNames[row.PaymentType]}</td>
          <td>{formatMoney(row.TotalCost, row.Currency)}</td>
          <td>
            <PaymentFlag balanceDue={row.BalanceDue} paymentFailed={row.PaymentFailed} currency={row.Currency} />
          </td>
          <td>{instantFormat.format(new Date(row.CreatedAt))}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
