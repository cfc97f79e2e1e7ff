import { useRef, useState, type KeyboardEvent } from 'react';
import type { AriGrid } from '../../../contract/admin-ari';
import { formatMoney } from '../../../domain/money';

// The grid: room types by nights. Each room type has a row of rooms left of rooms to sell,
// then a row per rate plan with its rate and restrictions. One cell is in the tab order at a
// time (the ARIA grid pattern): arrow keys move, Home/End go to the row's ends, Enter opens the
// night in the change form (when the member may change it).

/** A row of the grid: a room type's rooms (ratePlanId null) or one of its rate plans. */
export interface GridRow {
  roomTypeId: number;
  ratePlanId: number | null;
  label: string;
}

export function gridRowsOf(grid: AriGrid): GridRow[] {
  return grid.RoomTypes.flatMap((roomType) => [
    { roomTypeId: roomType.RoomTypeId, ratePlanId: null, label: `${roomType.Name}: rooms left of rooms to sell` },
    ...roomType.RatePlans.map((plan) => ({
      roomTypeId: roomType.RoomTypeId,
      ratePlanId: plan.RatePlanId,
      label: `${roomType.Name}, ${plan.Name}`,
    })),
  ]);
}

const dayHeading = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  return {
    weekday: day.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' }),
    day: day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    weekend: day.getUTCDay() === 5 || day.getUTCDay() === 6,
  };
};

function RoomsCell({ grid, roomTypeId, i }: { grid: AriGrid; roomTypeId: number; i: number }) {
  const roomType = grid.RoomTypes.find((r) => r.RoomTypeId === roomTypeId)!;
  if (roomType.Closed[i]) return <span className="ari-cell__closed">Closed</span>;
  return (
    <span>
      <strong>{roomType.Left[i]}</strong>
      <span className="ari-cell__muted">/{roomType.Rooms[i]}</span>
    </span>
  );
}

function RateCell({ grid, row, i }: { grid: AriGrid; row: GridRow; i: number }) {
  const plan = grid.RoomTypes.find((r) => r.RoomTypeId === row.roomTypeId)!.RatePlans.find(
    (p) => p.RatePlanId === row.ratePlanId,
  )!;
  const rate = plan.Rate[i];
  if (rate == null) return <span className="ari-cell__muted">–</span>;
  const flags = [
    (plan.MinStay[i] ?? 1) > 1 ? `min ${plan.MinStay[i]}` : null,
    plan.MaxStay[i] != null ? `max ${plan.MaxStay[i]}` : null,
    plan.ClosedToArrival[i] ? 'CTA' : null,
    plan.ClosedToDeparture[i] ? 'CTD' : null,
  ].filter(Boolean);
  return (
    <span className="ari-cell__stack">
      {plan.Closed[i] ? (
        <span className="ari-cell__closed">Closed</span>
      ) : (
        <span>{formatMoney(rate, grid.Currency)}</span>
      )}
      {flags.length > 0 ? <span className="ari-cell__flags">{flags.join(' · ')}</span> : null}
    </span>
  );
}

export interface AriGridTableProps {
  grid: AriGrid;
  /** Opens a night of a row in the change form; absent when the member may only read. */
  onEdit?: ((row: GridRow, i: number) => void) | undefined;
}

export function AriGridTable({ grid, onEdit }: AriGridTableProps) {
  const rows = gridRowsOf(grid);
  const [at, setAt] = useState({ row: 0, col: 0 });
  const table = useRef<HTMLTableElement>(null);
  const row = Math.min(at.row, rows.length - 1);
  const col = Math.min(at.col, grid.Dates.length - 1);

  const moveTo = (next: { row: number; col: number }) => {
    const target = {
      row: Math.max(0, Math.min(rows.length - 1, next.row)),
      col: Math.max(0, Math.min(grid.Dates.length - 1, next.col)),
    };
    setAt(target);
    table.current?.querySelector<HTMLElement>(`[data-cell="${target.row}-${target.col}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, { row: number; col: number }> = {
      ArrowUp: { row: row - 1, col },
      ArrowDown: { row: row + 1, col },
      ArrowLeft: { row, col: col - 1 },
      ArrowRight: { row, col: col + 1 },
      Home: { row, col: 0 },
      End: { row, col: grid.Dates.length - 1 },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move);
    } else if ((event.key === 'Enter' || event.key === ' ') && onEdit) {
      event.preventDefault();
      onEdit(rows[row]!, col);
    }
  };

  return (
    <div className="ari-grid__scroll">
      <table
        ref={table}
        className="ari-grid"
        role="grid"
        aria-label="Rates and availability"
        aria-readonly={onEdit ? undefined : true}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            <th scope="col" className="ari-grid__corner">
              Room type and rate plan
            </th>
            {grid.Dates.map((date) => {
              const heading = dayHeading(date);
              return (
                <th
                  key={date}
                  scope="col"
                  className={heading.weekend ? 'ari-grid__day ari-grid__day--weekend' : 'ari-grid__day'}
                >
                  <span className="ari-grid__weekday">{heading.weekday}</span> {heading.day}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((gridRow, r) => (
            <tr
              key={`${gridRow.roomTypeId}-${gridRow.ratePlanId}`}
              className={gridRow.ratePlanId === null ? 'ari-grid__room' : undefined}
            >
              <th scope="row" className="ari-grid__label">
                {gridRow.label}
              </th>
              {grid.Dates.map((date, i) => (
                <td
                  key={date}
                  role="gridcell"
                  data-cell={`${r}-${i}`}
                  tabIndex={r === row && i === col ? 0 : -1}
                  className="ari-cell"
                  onFocus={() => setAt({ row: r, col: i })}
                  onDoubleClick={onEdit ? () => onEdit(gridRow, i) : undefined}
                >
                  {gridRow.ratePlanId === null ? (
                    <RoomsCell grid={grid} roomTypeId={gridRow.roomTypeId} i={i} />
                  ) : (
                    <RateCell grid={grid} row={gridRow} i={i} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
