import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/domain/staff-roles';
import { startTestApp, type TestApp } from '../harness';
import { signInStaff, type SignedInStaffMember } from './staff-fixture';

// Every staff call of the Staff and Audit log pages, with every role and with none: 401 without
// a session, 403 without a role on the property or with a role that may not, else through.

let testApp: TestApp;
const cookies = new Map<StaffRole | 'nobody' | 'elsewhere', SignedInStaffMember>();

beforeAll(async () => {
  testApp = await startTestApp();
  for (const role of ['owner', 'manager', 'frontDesk'] as const)
    cookies.set(role, await signInStaff(testApp, { role }));
  cookies.set('nobody', await signInStaff(testApp, { role: null }));
  // An owner of another property of the group: no role on DEMO.
  cookies.set('elsewhere', await signInStaff(testApp, { role: 'owner', property: 'DEMO-YORK' }));
});
afterAll(async () => {
  await testApp.close();
});

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

type Who = StaffRole | 'nobody' | 'elsewhere';
// `answers`: what an allowed role gets when it is not one of 200, 201, 204 and 404.
const endpoints: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  allowed: Who[];
  answers?: number[];
}[] = [
  { method: 'GET', url: '/api/Admin/Staff?PropertyCode=DEMO', allowed: ['owner'] },
  {
    method: 'POST',
    url: '/api/Admin/Staff?PropertyCode=DEMO',
    payload: { Name: 'Role Check', Email: 'role-check@hotel.example', Role: 'frontDesk' },
    allowed: ['owner'],
  },
  {
    method: 'PUT',
    url: '/api/Admin/Staff/999999/Role?PropertyCode=DEMO',
    payload: { Role: 'manager' },
    allowed: ['owner'],
  },
  { method: 'DELETE', url: '/api/Admin/Staff/999999?PropertyCode=DEMO', allowed: ['owner'] },
  { method: 'POST', url: '/api/Admin/Staff/999999/TwoFactor/Reset?PropertyCode=DEMO', allowed: ['owner'] },
  { method: 'GET', url: '/api/Admin/AuditLog?PropertyCode=DEMO', allowed: ['owner', 'manager'] },
  {
    method: 'GET',
    url: `/api/Admin/Ari?PropertyCode=DEMO&From=${inAYear}&To=${inAYear}`,
    allowed: ['owner', 'manager', 'frontDesk'],
  },
  {
    method: 'POST',
    url: '/api/Admin/Ari?PropertyCode=DEMO',
    // A room type that is not the hotel's: refused item by item, so the call changes nothing.
    payload: { Items: [{ RoomTypeId: 999999, From: inAYear, To: inAYear, Closed: true }] },
    allowed: ['owner', 'manager'],
  },
  { method: 'GET', url: '/api/Admin/Settings?PropertyCode=DEMO', allowed: ['owner', 'manager'] },
  {
    method: 'PUT',
    url: '/api/Admin/Settings?PropertyCode=DEMO',
    // Every setting at its default: a valid change.
    payload: { BookingConfiguration: {}, PreCheckInConfiguration: {}, Contact: {}, Theme: {} },
    allowed: ['owner', 'manager'],
  },
  { method: 'GET', url: '/api/Admin/Definition?PropertyCode=DEMO', allowed: ['owner', 'manager'] },
  {
    method: 'POST',
    url: '/api/Admin/Definition?PropertyCode=DEMO',
    // Another property's file: refused as invalid once the role is allowed, so nothing changes.
    payload: { Code: 'DEMO-YORK' },
    allowed: ['owner', 'manager'],
    answers: [400],
  },
];

describe.each(endpoints)('$method $url', ({ method, url, payload, allowed, answers = [200, 201, 204, 404] }) => {
  it('answers 401 without a staff session', async () => {
    const res = await testApp.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'Please sign in to the console.' });
  });

  it.each(['owner', 'manager', 'frontDesk', 'nobody', 'elsewhere'] as const)('as %s', async (who) => {
    const res = await testApp.app.inject({
      method,
      url,
      headers: { cookie: cookies.get(who)!.cookie },
      ...(payload ? { payload } : {}),
    });
    if (allowed.includes(who)) expect(answers).toContain(res.statusCode);
    else {
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toMatch(
        who === 'nobody' || who === 'elsewhere' ? /no role on this property/ : /does not allow/,
      );
    }
  });
});

describe('the API document', () => {
  it('describes every staff call, for the hotel systems that will call them too', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, object>;
    };
    for (const path of [
      '/api/Admin/SignIn',
      '/api/Admin/SignIn/SecondFactor',
      '/api/Admin/SignOut',
      '/api/Admin/Me',
      '/api/Admin/Password',
      '/api/Admin/TwoFactor/Enrolment',
      '/api/Admin/TwoFactor/Enrolment/Confirm',
      '/api/Admin/Staff',
      '/api/Admin/Staff/{StaffId}/Role',
      '/api/Admin/Staff/{StaffId}',
      '/api/Admin/Staff/{StaffId}/TwoFactor/Reset',
      '/api/Admin/AuditLog',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});

describe('a staff call without its property', () => {
  it('asks which property', async () => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/api/Admin/Staff',
      headers: { cookie: cookies.get('owner')!.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.PropertyCode).toBeDefined();
  });
});
