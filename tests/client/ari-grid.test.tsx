import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AriGridTable } from '../../src/client/features/admin-rates/ari-grid';
import { twoNightGrid } from './ari-grid-fixture';

// The rates grid as staff read it and move through it from the keyboard: rooms left of rooms to
// sell, each plan's rate and restrictions, arrow keys between nights and rows, Enter to edit.

afterEach(cleanup);

// The suite: one room left of two on the Friday; the Saturday stopped, min 2, max 7, no arrivals.
const grid = twoNightGrid(
  { Today: '2026-06-01', LastDate: '2029-06-01' },
  { Code: 'SUITE', Name: 'The Stray Suite', Rooms: [2, 2], Booked: [1, 0], Left: [1, 0], Closed: [false, true] },
  { Rate: [249, 249], MaxStay: [null, 7], Closed: [false, true] },
);

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
