import { describe, expect, it } from 'vitest';
import type { ReservationConfirmation } from '../../../src/contract/reservation-confirmation';
import type { TaxLineResponse } from '../../../src/contract/taxes';
import { bookingConfirmationEmail } from '../../../src/server/mail/booking-confirmation-email';
import { confirmedBooking } from '../../domain/booking-answer-fixture';

// The confirmation email's totals: a booking without taxes reads as it always did; one with
// taxes lists each line as sold, everything the guest pays when taxes are added on top, and
// what was paid now and what is left for the hotel when some are paid there.

const booking = confirmedBooking;

const line = (fields: Partial<TaxLineResponse>): TaxLineResponse => ({
  Code: 'VAT',
  Name: 'VAT',
  Kind: 'Tax',
  Amount: 0,
  Included: true,
  PayableAtProperty: false,
  Percent: null,
  ...fields,
});

const emailOf = (confirmation: ReservationConfirmation) =>
  bookingConfirmationEmail({
    booking: confirmation,
    confirmationUrl: 'https://book.example.com/c',
    manageUrl: 'https://book.example.com/m',
    from: 'Stayfront <no-reply@example.com>',
    host: 'book.example.com',
    now: new Date('2027-03-03T12:00:00Z'),
  });

describe('the confirmation email totals', () => {
  it('tells a deposit booking what was paid, what is charged later and what is paid at the hotel', () => {
    const part = (fields: Partial<ReservationConfirmation['PaymentSchedule'][number]>) => ({
      Id: 1,
      Kind: 'Deposit' as const,
      Due: '2027-03-03',
      DueAt: null,
      Amount: 77.4,
      Collect: 'Automatic' as const,
      State: 'Paid' as const,
      PaidAt: '2027-03-03T12:00:00.000Z',
      FailureReason: null,
      Refunded: 0,
      ...fields,
    });
    const { text } = emailOf(
      booking({
        PaymentPlan: 'Deposit',
        AmountPaid: 77.4,
        Taxes: [line({ Name: 'Tourist tax', Amount: 16, Included: false, PayableAtProperty: true })],
        PaymentSchedule: [
          part({}),
          part({
            Id: 2,
            Kind: 'Balance',
            Due: '2027-05-03',
            DueAt: '2027-05-03T08:00:00.000Z',
            Amount: 180.6,
            State: 'Due',
            PaidAt: null,
          }),
          part({
            Id: 3,
            Kind: 'PropertyTaxes',
            Due: '2027-05-10',
            Amount: 16,
            Collect: 'AtProperty',
            State: 'Due',
            PaidAt: null,
          }),
        ],
      }),
    );
    expect(text).toContain(
      'Paid £77.40 by Visa ending 4242 · Monday 3rd May 2027 £180.60, charged to Visa ending 4242 · At the hotel: tourist tax £16.00.',
    );
  });

  it('says nothing is charged today for a booking paid at the hotel, and which card guarantees it', () => {
    const { text } = emailOf(
      booking({
        PaymentPlan: 'PayAtProperty',
        AmountPaid: 0,
        PaymentSchedule: [
          {
            Id: 1,
            Kind: 'AtProperty',
            Due: '2027-05-10',
            DueAt: null,
            Amount: 258,
            Collect: 'AtProperty',
            State: 'Due',
            PaidAt: null,
            FailureReason: null,
            Refunded: 0,
          },
        ],
      }),
    );
    expect(text).toContain(
      'Nothing is charged today · Your Visa ending 4242 guarantees the booking · At the hotel £258.00.',
    );
  });

  it('reads as before for a booking without taxes', () => {
    const { text, html } = emailOf(booking());
    expect(text).toContain('Rooms: £258.00\nTotal: £258.00\nPaid £258.00 by Visa ending 4242.\n');
    expect(html).toContain('<strong>£258.00</strong></td></tr>\n</table>');
  });

  it('lists included VAT under the total, and nothing more when every tax is included', () => {
    const { text } = emailOf(booking({ Taxes: [line({ Amount: 43, Percent: 20 })] }));
    expect(text).toContain('Total: £258.00\nVAT 20 % (included): £43.00\nPaid £258.00 by Visa ending 4242.');
    expect(text).not.toContain('Total with taxes');
    expect(text).not.toContain('at the hotel');
  });

  it('adds a tax on top into the total with taxes, paid now with the rooms', () => {
    const { text } = emailOf(
      booking({
        Currency: 'USD',
        Taxes: [line({ Code: 'HOT', Name: 'Hotel occupancy tax', Amount: 38.06, Included: false, Percent: 14.75 })],
        TotalWithTaxes: 296.06,
        PaidOnline: 296.06,
        AmountPaid: 296.06,
      }),
    );
    expect(text).toContain(
      'Total: US$258.00\nHotel occupancy tax 14.75 %: US$38.06\nTotal with taxes: US$296.06\nPaid US$296.06 by Visa ending 4242.',
    );
    expect(text).not.toContain('Paid now');
  });

  it('tells an invoiced booker what is on the invoice and what is paid at the hotel', () => {
    const { text, html } = emailOf(
      booking({
        Currency: 'EUR',
        PaymentType: 1,
        Card: null,
        AmountPaid: 0,
        AmountDue: 258,
        Taxes: [
          line({ Amount: 14.6, Percent: 6 }),
          line({ Code: 'TOURIST-TAX', Name: 'Tourist tax', Amount: 16, Included: false, PayableAtProperty: true }),
        ],
        TotalWithTaxes: 274,
        PayAtProperty: 16,
        PaidOnline: 258,
      }),
    );
    expect(text).toContain(
      [
        'Total: €258.00',
        'VAT 6 % (included): €14.60',
        'Tourist tax: €16.00, paid at the hotel',
        'Total with taxes: €274.00',
        'On your invoice: €258.00',
        'To pay at the hotel: €16.00',
        'To pay: €258.00 on invoice.',
      ].join('\n'),
    );
    expect(html).toContain('Tourist tax, paid at the hotel');
  });
});
