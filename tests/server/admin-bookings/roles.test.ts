import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { demoClock, tempDataDir } from '../reservations/demo-booking';
import { signInStaff } from '../staff/staff-fixture';
import { adminGet, adminPost } from './admin-fixture';

// Every bookings, Today and restaurant call of the console, tried by every role, by a member
// of another hotel, by a member with no role and by nobody: the front desk, managers and owners
// read and act on bookings; nobody else does.

let t: TestApp;
const cookies: Record<string, string | null> = {};

beforeAll(async () => {
  t = await startTestApp({ now: () => demoClock, config: { DATA_DIR: tempDataDir() } });
  const now = () => demoClock;
  cookies.owner = (await signInStaff(t, { role: 'owner', now })).cookie;
  cookies.manager = (await signInStaff(t, { role: 'manager', now })).cookie;
  cookies.frontDesk = (await signInStaff(t, { role: 'frontDesk', now })).cookie;
  cookies.otherHotel = (await signInStaff(t, { role: 'manager', property: 'DEMO-YORK', now })).cookie;
  cookies.noRole = (await signInStaff(t, { role: null, now })).cookie;
  cookies.nobody = null;
});
afterAll(async () => {
  await t?.close();
});

const q = 'PropertyCode=DEMO';
// Reads answer 200; actions on a reference that does not exist answer 404 once the guard lets them by.
const endpoints: { name: string; call: (cookie: string | null) => ReturnType<typeof adminGet>; allowed: number }[] = [
  { name: 'GET Reservations', call: (c) => adminGet(t.app, c, `/api/Admin/Reservations?${q}`), allowed: 200 },
  { name: 'GET Reservations.csv', call: (c) => adminGet(t.app, c, `/api/Admin/Reservations.csv?${q}`), allowed: 200 },
  {
    name: 'GET Reservations/:reference',
    call: (c) => adminGet(t.app, c, `/api/Admin/Reservations/NOSUCH01?${q}`),
    allowed: 404,
  },
  {
    name: 'POST Cancel',
    call: (c) => adminPost(t.app, c, `/api/Admin/Reservations/NOSUCH01/Cancel?${q}`, { WaiveFee: false }),
    allowed: 404,
  },
  {
    name: 'POST NoShow',
    call: (c) => adminPost(t.app, c, `/api/Admin/Reservations/NOSUCH01/NoShow?${q}`),
    allowed: 404,
  },
  {
    name: 'POST ResendConfirmation',
    call: (c) => adminPost(t.app, c, `/api/Admin/Reservations/NOSUCH01/ResendConfirmation?${q}`),
    allowed: 404,
  },
  {
    name: 'POST Notes',
    call: (c) => adminPost(t.app, c, `/api/Admin/Reservations/NOSUCH01/Notes?${q}`, { Body: 'A note' }),
    allowed: 404,
  },
  {
    name: 'POST Guest',
    call: (c) =>
      adminPost(t.app, c, `/api/Admin/Reservations/NOSUCH01/Guest?${q}`, {
        FirstName: 'A',
        LastName: 'B',
        Email: 'a@example.com',
        Phone: '+44 1',
      }),
    allowed: 404,
  },
  { name: 'GET Today', call: (c) => adminGet(t.app, c, `/api/Admin/Today?${q}`), allowed: 200 },
  {
    name: 'GET Restaurant/Bookings',
    call: (c) => adminGet(t.app, c, `/api/Admin/Restaurant/Bookings?${q}&Date=2027-06-03`),
    allowed: 200,
  },
  {
    name: 'POST Restaurant cancel',
    call: (c) => adminPost(t.app, c, `/api/Admin/Restaurant/Bookings/T-NOSUCH/Cancel?${q}`),
    allowed: 404,
  },
];

const expected: Record<string, (allowed: number) => number> = {
  owner: (allowed) => allowed,
  manager: (allowed) => allowed,
  frontDesk: (allowed) => allowed,
  otherHotel: () => 403,
  noRole: () => 403,
  nobody: () => 401,
};

describe.each(endpoints)('$name', ({ call, allowed }) => {
  it.each(Object.keys(expected))('as %s', async (who) => {
    const res = await call(cookies[who] ?? null);
    expect(res.statusCode, res.body).toBe(expected[who]!(allowed));
    if (res.statusCode === 401 || res.statusCode === 403) expect(res.json()).toEqual({ Message: expect.any(String) });
  });
});
