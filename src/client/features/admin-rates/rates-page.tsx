import { useRef } from 'react';
import { addDays } from '../../../domain/stay-nights';
import { PageLoading } from '../../ui/page-loading';
import { useAriGrid } from './api/get-ari-grid';
import { AriChangePanel, type AriChangePanelHandle } from './ari-change-panel';
import { nightChange } from './ari-change-form';
import { AriGridTable } from './ari-grid';
import { ConnectionCodesPanel } from './connection-codes-panel';
import './admin-rates.css';

// Rates and availability: two weeks or four of the grid at a time, moving on up to the 36
// months the hotel sells; the change form below it for those who may change them; then the
// codes the hotel's other systems name room types and rate plans by.

export interface RatesPageProps {
  propertyCode: string;
  /** First night on screen. */
  from: string;
  /** Nights on screen: 14 or 28. */
  nights: number;
  canEdit: boolean;
  /** May change the codes the hotel's other systems use (owners). */
  canManageCodes?: boolean;
  onRangeChange: (range: { from: string; nights: number }) => void;
}

export function RatesPage({
  propertyCode,
  from,
  nights,
  canEdit,
  canManageCodes = false,
  onRangeChange,
}: RatesPageProps) {
  const to = addDays(from, nights - 1);
  const query = useAriGrid(propertyCode, from, to);
  const panel = useRef<AriChangePanelHandle>(null);
  const grid = query.data;
  const last = grid?.LastDate;

  return (
    <div className="admin-rates">
      <h1 className="console__title">Rates and availability</h1>
      <div className="admin-rates__range" role="group" aria-label="Nights shown">
        <button
          type="button"
          className="sf-button sf-button--secondary"
          onClick={() => onRangeChange({ from: addDays(from, -nights), nights })}
          disabled={grid !== undefined && from <= grid.Today}
        >
          Previous {nights === 14 ? 'two weeks' : 'four weeks'}
        </button>
        <label className="sf-field admin-rates__from">
          <span className="sf-field__label">Starting</span>
          <input
            className="sf-field__control"
            type="date"
            value={from}
            min={grid?.Today}
            max={last}
            onChange={(event) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onRangeChange({ from: event.target.value, nights });
            }}
          />
        </label>
        <label className="sf-field admin-rates__from">
          <span className="sf-field__label">Show</span>
          <select
            className="sf-field__control sf-field__control--select"
            value={nights}
            onChange={(event) => onRangeChange({ from, nights: Number(event.target.value) })}
          >
            <option value={14}>Two weeks</option>
            <option value={28}>Four weeks</option>
          </select>
        </label>
        <button
          type="button"
          className="sf-button sf-button--secondary"
          onClick={() => onRangeChange({ from: addDays(from, nights), nights })}
          disabled={last !== undefined && addDays(from, nights) > last}
        >
          Next {nights === 14 ? 'two weeks' : 'four weeks'}
        </button>
      </div>
      {!canEdit ? (
        <p className="sf-notice sf-notice--info">
          <span>Your role lets you see rates and availability, not change them.</span>
        </p>
      ) : null}
      {query.isError ? (
        <p className="sf-notice sf-notice--negative" role="alert">
          <span>{query.error.message}</span>
        </p>
      ) : grid ? (
        <>
          <AriGridTable
            grid={grid}
            onEdit={
              canEdit
                ? (row, i) => panel.current?.open(nightChange(grid, row.roomTypeId, row.ratePlanId, i))
                : undefined
            }
          />
          {canEdit ? (
            <>
              <p className="admin-rates__hint">
                Arrow keys move through the grid; Enter (or a double click) opens a night in the form below.
              </p>
              <AriChangePanel ref={panel} grid={grid} propertyCode={propertyCode} />
            </>
          ) : null}
        </>
      ) : (
        <PageLoading text="Loading the grid…" />
      )}
      <ConnectionCodesPanel propertyCode={propertyCode} canManage={canManageCodes} />
    </div>
  );
}
