import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AriGrid } from '../../src/contract/admin-ari';
import { AriGridTable } from '../../src/client/features/admin-rates/ari-grid';

// The rates grid as staff read it and move through it from the keyboard: rooms left of rooms to
// sell, each plan's rate and restrictions, arrow keys between nights and rows, Enter to edit.

afterEach(cleanup);

const grid: AriGrid = {
  PropertyCode: 'DEMO',
  Currency: 'GBP',
  Today: '2026-06-01',
  LastDate: '2029-06-01',
  Dates: ['2026-06-05', '2026-06-06'],
  RoomTypes: [
    {
      RoomTypeId: 3,
      Code: 'SUITE',
      Name: 'The Stray Suite',
      Rooms: [2, 2],
      Booked: [1, 0],
      Left: [1, 0],
      Closed: [false, true],
      RatePlans: [
        {
          RatePlanId: 7,
          Code: 'FLEX',
          Name: 'Best Flexible Rate',
          Rate: [249, 249],
          MinStay: [1, 2],
          MaxStay: [null, 7],
          Closed: [false, true],
          ClosedToArrival: [false, true],
          ClosedToDeparture: [false, false],
        },
      ],
    },
  ],
};

describe('the rates grid', () => {
  it('shows rooms left of rooms to sell, a stopped sale, rates and restrictions', () => {
    render(<AriGridTable grid={grid} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('The Stray Suite: rooms left of rooms to sell');
    expect(
      within(rows[1]!)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['1/2', 'Closed']);
    expect(
      within(rows[2]!)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['£249.00', 'Closedmin 2 · max 7 · CTA']);
    expect(screen.getByRole('grid').getAttribute('aria-readonly')).toBe('true');
  });

  it('moves with the arrow keys and opens the night in focus with Enter', () => {
    const onEdit = vi.fn();
    render(<AriGridTable grid={grid} onEdit={onEdit} />);
    const cells = screen.getAllByRole('gridcell');
    cells[0]!.focus();
    fireEvent.keyDown(cells[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cells[1]);
    fireEvent.keyDown(cells[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cells[3]);
    expect(cells[3]!.tabIndex).toBe(0);
    expect(cells[0]!.tabIndex).toBe(-1);
    fireEvent.keyDown(cells[3]!, { key: 'Enter' });
    expect(onEdit).toHaveBeenCalledWith(
      { roomTypeId: 3, ratePlanId: 7, label: 'The Stray Suite, Best Flexible Rate' },
      1,
    );
  });
});
