import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVoucherCodeResponseSchema } from '../../../src/contract/reservation';
import type { TestApp } from '../harness';
import { addGiftVoucher, demoRoom, voucherRemaining, type DemoIds } from './demo-booking';
import { startDemoApp } from './demo-app';

// At checkout Ada enters a gift voucher code: POST /api/Reservation/CheckVoucherCode says what
// it takes off her rooms (the server prices them) without spending it.

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
});
afterAll(() => t?.close());

const check = (body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Reservation/CheckVoucherCode',
    remoteAddress: ip,
    payload: { PropertyId: 'DEMO', LanguageCode: 'en', ...body },
  });

describe('POST /api/Reservation/CheckVoucherCode', () => {
  it('takes the voucher value off the rooms, and does not spend it', async () => {
    const res = await check({ VoucherCode: 'gift-demo-100', Rooms: [demoRoom(ids)] });
    expect(res.statusCode).toBe(200);
    expect(checkVoucherCodeResponseSchema.parse(res.json())).toEqual({
      IsValid: true,
      TotalDiscount: 100,
      Message: 'Your gift voucher takes £100.00 off your booking.',
      ShowExperienceWarningMessage: false,
    });
    expect(await voucherRemaining(t.database.db, 'GIFT-DEMO-100')).toBe(10000);
  });

  it('caps the discount at the price of the rooms and extras', async () => {
    await addGiftVoucher(t.database.db, ids.propertyId, 'GIFT-BIG', 1000);
    const res = await check({ VoucherCode: 'GIFT-BIG', Rooms: [demoRoom(ids, { services: [{ code: 'PARKING' }] })] });
    expect(res.json()).toMatchObject({
      IsValid: true,
      TotalDiscount: 288,
      Message: 'Your gift voucher covers the whole booking (£288.00).',
    });
  });

  it('tells an experience voucher apart, so the guest can contact the hotel first', async () => {
    const res = await check({ VoucherCode: 'SPA-FOR-TWO', Rooms: [demoRoom(ids)] });
    expect(res.json()).toMatchObject({ IsValid: true, TotalDiscount: 150, ShowExperienceWarningMessage: true });
    expect(res.json().Message).toContain('Please contact us before using it towards a stay.');
  });

  it('says why a code cannot be used', async () => {
    expect((await check({ VoucherCode: 'NO-SUCH-CODE' })).json()).toEqual({
      IsValid: false,
      TotalDiscount: 0,
      Message: 'Sorry, this gift voucher code is not valid.',
      ShowExperienceWarningMessage: false,
    });
    expect((await check({ VoucherCode: 'GIFT-DEMO-EXPIRED' })).json()).toMatchObject({
      IsValid: false,
      Message: 'Sorry, this gift voucher has expired.',
    });
    await addGiftVoucher(t.database.db, ids.propertyId, 'GIFT-EUR', 80, { currency: 'EUR' });
    expect((await check({ VoucherCode: 'GIFT-EUR' })).json()).toMatchObject({
      IsValid: false,
      Message: 'Sorry, this gift voucher is in EUR and cannot be used for a booking in GBP.',
    });
  });

  it('without rooms, answers the whole remaining value', async () => {
    expect((await check({ VoucherCode: 'GIFT-DEMO-100' })).json()).toMatchObject({
      IsValid: true,
      TotalDiscount: 100,
      Message: 'Your gift voucher has £100.00 to spend.',
    });
  });

  it('needs a code', async () => {
    const res = await check({ VoucherCode: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.VoucherCode).toEqual(['Please enter your gift voucher code.']);
  });

  it('is rate-limited: code guessing stops after 10 tries a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await check({ VoucherCode: `GUESS-${i}` }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
