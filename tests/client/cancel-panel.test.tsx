import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManageActions, ManageReservation, ManageRoom } from '../../src/contract/manage-booking';
import { CancelPanel } from '../../src/client/features/manage-booking/cancel-panel';
import { manageActions, manageRoom } from '../domain/booking-answer-fixture';

// Before cancelling, the guest sees what the rooms they chose would cost and give back: the
// server's own figures for those rooms, or for the whole booking when every room is chosen.

afterEach(cleanup);

const actions = (fee: number, refund: number): ManageActions =>
  manageActions({
    CanCancel: true,
    CancellationFee: fee,
    RefundAmount: refund,
    CanChangeDates: true,
    CanAddExtras: true,
    CanEditGuests: true,
  });

/** Two nights from 1 March at £150 a night. */
const room = (id: number, fee: number, refund: number, status: ManageRoom['Status'] = 'Booked'): ManageRoom =>
  manageRoom({
    ReservationItemId: id,
    DateFrom: '2027-03-01',
    DateTo: '2027-03-03',
    Guests: [],
    RoomCost: 300,
    TotalCost: 300,
    PerNightRate: 150,
    TotalWithTaxes: 300,
    Status: status,
    Actions: actions(fee, refund),
  });

function renderPanel(rooms: ManageRoom[], whole: ManageActions) {
  const booking = {
    ConfirmationToken: 'tok',
    Currency: 'GBP',
    Rooms: rooms,
    Actions: whole,
    Status: 'Confirmed',
  } as ManageReservation;
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <CancelPanel booking={booking} propertyCode="DEMO" onDone={() => {}} />
    </QueryClientProvider>,
  );
}

/** The fee and the refund, as the panel shows them before anything is cancelled. */
const shown = () =>
  within(screen.getByLabelText('If you cancel now'))
    .getAllByRole('definition')
    .map((cell) => cell.textContent);

describe('choosing what to cancel', () => {
  it('shows the whole booking’s fee and refund, then only the rooms still chosen', () => {
    renderPanel([room(1, 150, 150), room(2, 0, 300)], actions(150, 450));
    expect(shown()).toEqual(['£150.00', '£450.00']);
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /^Room 1/ }));
    expect(shown()).toEqual(['£0.00', '£300.00']);
    expect(screen.getByRole('button', { name: 'Cancel this room' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /^Room 2/ }));
    expect(screen.getByText('Choose at least one room to cancel.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel these rooms' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers only the rooms still booked', () => {
    renderPanel([room(1, 0, 0, 'Cancelled'), room(2, 10, 290), room(3, 10, 290)], actions(20, 580));
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      expect.stringMatching(/^Room 2/),
      expect.stringMatching(/^Room 3/),
    ]);
    expect(shown()).toEqual(['£20.00', '£580.00']);
  });
});
