import { describe, expect, it } from 'vitest';
import { supportedCurrencies, minorUnitDigits } from '../../src/domain/money';
import {
  balanceDueAt,
  depositOf,
  paymentPolicyOf,
  planPayments,
  restateOpenPayments,
  type PaymentPolicy,
  type SchedulableRoom,
} from '../../src/domain/payment-schedule';

const london = 'Europe/London';
const deposit30: PaymentPolicy = {
  type: 'Deposit',
  deposit: { kind: 'Percent', hundredths: 3000 },
  balance: { collect: 'Automatic', daysBefore: 7, time: '09:00' },
};
const room = (over: Partial<SchedulableRoom> = {}): SchedulableRoom => ({
  policy: deposit30,
  dateFrom: '2027-05-10',
  roomTotal: 25_800,
  extrasTotal: 0,
  addedOnline: 0,
  firstNight: 12_900,
  ...over,
});
const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);

describe('the payment schedule rule', () => {
  it('takes 30 % now and charges the rest seven days before arrival at 9am on the hotel clock', () => {
    const plan = planPayments([room()], { now: new Date('2027-03-01T12:00:00Z'), timeZone: london });
    expect(plan.type).toBe('Deposit');
    expect(plan.dueNow).toBe(7_740);
    expect(plan.guarantee).toBe('Card');
    expect(plan.items).toEqual([
      { kind: 'Deposit', collect: 'Now', due: '2027-03-01', dueAt: null, amount: 7_740 },
      {
        kind: 'Balance',
        collect: 'Automatic',
        due: '2027-05-03',
        // 09:00 British Summer Time.
        dueAt: new Date('2027-05-03T08:00:00Z'),
        amount: 18_060,
      },
    ]);
  });

  it('takes the first night with its share of the taxes added online, or a fixed amount', () => {
    const stay = { roomTotal: 30_000, extrasTotal: 2_000, addedOnline: 4_500, firstNight: 10_000 };
    expect(depositOf({ kind: 'FirstNight' }, stay)).toBe(11_500);
    expect(depositOf({ kind: 'Fixed', amount: 5_000 }, stay)).toBe(5_000);
    // Never more than the room costs online.
    expect(depositOf({ kind: 'Fixed', amount: 99_999 }, stay)).toBe(36_500);
  });

  it('charges everything now when the booking is made inside the balance window', () => {
    const plan = planPayments([room()], { now: new Date('2027-05-03T08:00:01Z'), timeZone: london });
    expect(plan.type).toBe('PayNow');
    expect(plan.items).toEqual([{ kind: 'Full', collect: 'Now', due: '2027-05-03', dueAt: null, amount: 25_800 }]);
    // One minute before the moment, the balance is still to come.
    const before = planPayments([room()], { now: new Date('2027-05-03T07:59:00Z'), timeZone: london });
    expect(before.type).toBe('Deposit');
  });

  it('reads the balance moment on the hotel clock across clock changes and time zones', () => {
    const automatic = { collect: 'Automatic' as const, daysBefore: 7, time: '09:00' };
    // London: 9am GMT in winter, 9am BST after the clocks go forward on 28 March 2027.
    expect(balanceDueAt(automatic, '2027-03-31', london).dueAt.toISOString()).toBe('2027-03-24T09:00:00.000Z');
    expect(balanceDueAt(automatic, '2027-04-05', london).dueAt.toISOString()).toBe('2027-03-29T08:00:00.000Z');
    // New York and Lisbon read their own clocks.
    expect(balanceDueAt(automatic, '2027-07-10', 'America/New_York').dueAt.toISOString()).toBe(
      '2027-07-03T13:00:00.000Z',
    );
    expect(balanceDueAt({ ...automatic, daysBefore: 0, time: '00:00' }, '2027-10-31', 'Europe/Lisbon').due).toBe(
      '2027-10-31',
    );
  });

  it('takes nothing now at a pay-at-the-hotel rate, guaranteed by a card or by nothing', () => {
    const at = { now: new Date('2027-03-01T12:00:00Z'), timeZone: london };
    const card = planPayments([room({ policy: { type: 'PayAtProperty', guarantee: 'Card' } })], at);
    expect(card).toMatchObject({ type: 'PayAtProperty', dueNow: 0, guarantee: 'Card' });
    expect(card.items).toEqual([
      { kind: 'AtProperty', collect: 'AtProperty', due: '2027-05-10', dueAt: null, amount: 25_800 },
    ]);
    const none = planPayments([room({ policy: { type: 'PayAtProperty', guarantee: 'None' } })], at);
    expect(none.guarantee).toBe('None');
    // A room needing a card beside it makes the booking need one.
    const mixed = planPayments(
      [room({ policy: { type: 'PayAtProperty', guarantee: 'None' } }), room({ policy: { type: 'PayNow' } })],
      at,
    );
    expect(mixed.guarantee).toBe('Card');
  });

  it('adds rooms up by moment, lets a voucher pay the earliest parts, and lists the taxes paid at the hotel last', () => {
    const plan = planPayments(
      [room(), room({ policy: { type: 'PayNow' }, roomTotal: 10_000, firstNight: 10_000 })],
      { now: new Date('2027-03-01T12:00:00Z'), timeZone: london },
      { voucher: 12_000, atPropertyTaxes: 1_600 },
    );
    expect(plan.items.map((item) => [item.kind, item.collect, item.amount])).toEqual([
      ['Deposit', 'Now', 5_740],
      ['Balance', 'Automatic', 18_060],
      ['PropertyTaxes', 'AtProperty', 1_600],
    ]);
    expect(plan.dueNow).toBe(5_740);
  });

  it('adds up to what the rooms cost online, in minor units, in every currency', () => {
    for (const currency of supportedCurrencies) {
      const digits = minorUnitDigits(currency);
      for (let total = 1; total < 5_000; total += 37) {
        for (const hundredths of [1, 3333, 5000, 9999]) {
          const policy: PaymentPolicy = {
            type: 'Deposit',
            deposit: { kind: 'Percent', hundredths },
            balance: { collect: 'Automatic', daysBefore: 3, time: '00:00' },
          };
          const rooms = [
            room({ policy, roomTotal: total * 10 ** digits, addedOnline: total % 7, firstNight: total }),
            room({ policy: { type: 'PayAtProperty', guarantee: 'Card' }, roomTotal: total + 3 }),
          ];
          const plan = planPayments(rooms, { now: new Date('2027-03-01T00:00:00Z'), timeZone: london });
          const online = sum(rooms.map((r) => r.roomTotal + r.extrasTotal + r.addedOnline));
          expect(sum(plan.items.map((item) => item.amount))).toBe(online);
          expect(plan.items.every((item) => Number.isInteger(item.amount) && item.amount > 0)).toBe(true);
        }
      }
    }
  });

  it('reads the definition file in minor units, and a missing policy as everything now', () => {
    expect(paymentPolicyOf(null, 'GBP')).toEqual({ type: 'PayNow' });
    expect(
      paymentPolicyOf(
        {
          Type: 'Deposit',
          Deposit: { Type: 'Fixed', Amount: 50 },
          Balance: { Collect: 'AtProperty' },
        },
        'JPY',
      ),
    ).toEqual({ type: 'Deposit', deposit: { kind: 'Fixed', amount: 50 }, balance: { collect: 'AtProperty' } });
    expect(
      paymentPolicyOf(
        { Type: 'Deposit', Deposit: { Type: 'Percent', Percent: 12.5 }, Balance: { Collect: 'AtProperty' } },
        'EUR',
      ),
    ).toMatchObject({ deposit: { kind: 'Percent', hundredths: 1250 } });
  });
});

describe('restating the open parts after a change', () => {
  it('puts a rise on the last open part and takes a fall off the last parts first', () => {
    const open = [
      { id: 1, amount: 5_000 },
      { id: 2, amount: 3_000 },
    ];
    expect(restateOpenPayments(open, { owed: 20_000, paid: 10_000 }).amounts).toEqual(
      new Map([
        [1, 5_000],
        [2, 5_000],
      ]),
    );
    expect(restateOpenPayments(open, { owed: 14_000, paid: 10_000 }).amounts).toEqual(
      new Map([
        [1, 4_000],
        [2, 0],
      ]),
    );
    expect(restateOpenPayments([], { owed: 12_000, paid: 10_000 }).unplaced).toBe(2_000);
  });
});
