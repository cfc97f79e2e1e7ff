import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminReservationsPageSchema } from '../../../src/contract/admin-bookings';
import type { TestApp } from '../harness';
import { demoBooking, demoClock, demoRoom, type DemoIds } from '../reservations/demo-booking';
import { signInStaff, type SignedInStaffMember } from '../staff/staff-fixture';
import { adminGet, guestBooks } from './admin-fixture';
import { startDemoApp } from '../reservations/demo-app';

// The front desk looking for a booking: by reference, name, email or phone; by stay, booking
// day, status, payment and rate; a page at a time; and the same list as a spreadsheet.

let t: TestApp;
let ids: DemoIds;
let frontDesk: SignedInStaffMember;
const refs: Record<string, string> = {};

const booker = (FirstName: string, LastName: string, Email: string, Phone: string) => ({
  FirstName,
  LastName,
  Email,
  Phone,
  Street: '1 Station Parade',
  City: null,
  CountryId: ids.countryGb,
  StateOrCounty: null,
  OptInToReceiveUpdates: false,
  ZipCode: 'HG1 1AA',
});

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  frontDesk = await signInStaff(t, { role: 'frontDesk', now: () => demoClock });
  refs.ada = (await guestBooks(t.app, demoBooking(ids))).ReferenceNumber;
  refs.charles = (
    await guestBooks(
      t.app,
      demoBooking(ids, {
        Booker: booker('Charles', 'Babbage', 'charles@example.com', '+44 (113) 496-0000'),
        DateFrom: '2027-04-12',
        DateTo: '2027-04-14',
        PaymentType: 3,
        CardDetails: null,
        AccountId: ids.companies['ACME-001']!,
        PONumber: 'PO-1',
        Rooms: [demoRoom(ids, { ratePlan: 'CORP', dateFrom: '2027-04-12', dateTo: '2027-04-14' })],
      }),
    )
  ).ReferenceNumber;
  refs.mary = (
    await guestBooks(
      t.app,
      demoBooking(ids, {
        Booker: booker('Mary', 'Somerville', 'mary@example.com', '+44 7700 900555'),
        Rooms: [demoRoom(ids, { leadGuest: { FirstName: 'Augusta', LastName: 'Byron' } })],
      }),
    )
  ).ReferenceNumber;
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string) {
  const res = await adminGet(t.app, frontDesk.cookie, `/api/Admin/Reservations?PropertyCode=DEMO&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminReservationsPageSchema.parse(res.json());
}
const refsOf = (page: { Items: { ReferenceNumber: string }[] }) => page.Items.map((row) => row.ReferenceNumber).sort();

describe('the bookings list', () => {
  it('finds a booking by reference, name, lead guest, email or phone however it is typed', async () => {
    expect(refsOf(await list(`Search=${refs.charles!.toLowerCase()}`))).toEqual([refs.charles]);
    expect(refsOf(await list('Search=charles%20babbage'))).toEqual([refs.charles]);
    expect(refsOf(await list('Search=augusta%20byron'))).toEqual([refs.mary]);
    expect(refsOf(await list('Search=charles@example'))).toEqual([refs.charles]);
    expect(refsOf(await list('Search=0113%20496%200000'.replace('0113', '113')))).toEqual([refs.charles]);
    expect((await list('Search=nobody-at-all')).Total).toBe(0);
    // LIKE's own characters are only characters.
    expect((await list('Search=%25')).Total).toBe(0);
  });

  it('filters by stay dates, booking day, status, payment type and rate plan', async () => {
    expect(refsOf(await list('StayFrom=2027-04-13&StayTo=2027-04-30'))).toEqual([refs.charles]);
    expect(refsOf(await list('StayFrom=2027-03-25&StayTo=2027-03-25'))).toEqual([refs.ada, refs.mary].sort());
    expect((await list('BookedFrom=2027-03-03&BookedTo=2027-03-03')).Total).toBe(3);
    expect((await list('BookedFrom=2027-03-04')).Total).toBe(0);
    expect(refsOf(await list('PaymentType=3'))).toEqual([refs.charles]);
    expect(refsOf(await list(`RatePlanId=${ids.ratePlans.CORP}`))).toEqual([refs.charles]);
    expect((await list('Status=Cancelled')).Total).toBe(0);
    expect((await list('Status=Confirmed')).Total).toBe(3);
    const bad = await adminGet(t.app, frontDesk.cookie, '/api/Admin/Reservations?PropertyCode=DEMO&StayFrom=soon');
    expect(bad.statusCode).toBe(400);
  });

  it('pages on the server, newest first, with the total of every page', async () => {
    const first = await list('PageSize=2&Page=1');
    const second = await list('PageSize=2&Page=2');
    expect(first).toMatchObject({ Page: 1, PageSize: 2, Total: 3 });
    expect(first.Items).toHaveLength(2);
    expect(second.Items).toHaveLength(1);
    expect(new Set([...refsOf(first), ...refsOf(second)]).size).toBe(3);
    expect(first.Items[0]!.ReferenceNumber).toBe(refs.mary);
    expect(first.RatePlans.map((plan) => plan.Name)).toContain('Corporate Rate');
  });

  it('exports the same filters as CSV, every page, with no formula a spreadsheet would run', async () => {
    const res = await adminGet(
      t.app,
      frontDesk.cookie,
      '/api/Admin/Reservations.csv?PropertyCode=DEMO&PageSize=1&StayFrom=2027-03-24',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('bookings-DEMO.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Status,Booker,Email,Phone,Arrival,Departure,Nights,Rooms,Rate plans,Payment,Total,Taxes included,Taxes added,Paid at hotel,Total with taxes,Paid,Balance due,Payment failed,Currency,Booked at (UTC)',
    );
    expect(lines).toHaveLength(4);
    const charles = lines.find((line) => line.startsWith(refs.charles!))!;
    expect(charles).toContain(",'+44 (113) 496-0000,2027-04-12,2027-04-14,2,1,Corporate Rate,Company invoice,");
    // The Ashbury's 20 % VAT is inside its prices: nothing added, nothing paid at the hotel.
    const [, total, included, added, atHotel, withTaxes] =
      /Company invoice,([\d.]+),([\d.]+),([\d.]+),([\d.]+),([\d.]+),/.exec(charles)!;
    expect(Number(included)).toBeCloseTo((Number(total) * 20) / 120, 1);
    expect([added, atHotel, withTaxes]).toEqual(['0.00', '0.00', total]);
  });
});
