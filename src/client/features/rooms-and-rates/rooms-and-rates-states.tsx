import { alertCircleOutline, informationCircleOutline, warningOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import type { AvailabilitySearchResponse } from '../../../contract/availability';
import type { AlternativeStay } from '../../../domain/alternatives';
import type { MoneyDisplay } from '../../ui/display-currency';
import { AlternativeStays } from './alternative-stays';
import { RestrictedRates } from './restricted-rates';
import { Icon } from '../../ui/icon';

// What Rooms and Rates shows around or instead of the booking flow: no rooms (with other stays
// to try), the search under way, and its notices.

export function NoRooms({
  response,
  fallbackMessage,
  alternatives,
  money,
  onChoose,
  onStay,
}: {
  response: AvailabilitySearchResponse;
  fallbackMessage: string;
  alternatives: AlternativeStay[];
  money: MoneyDisplay;
  onChoose: (stay: AlternativeStay) => void;
  onStay: (dateTo: string) => void;
}) {
  const datesProblem = response.Outcome === 'NoAvailability';
  // Every plan left out for the stay's length or days: say so, rather than only "unavailable".
  const restricted = datesProblem && response.RestrictedRates.length > 0;
  return (
    <section className="sf-card empty-state" aria-labelledby="no-rooms-title">
      <Icon icon={alertCircleOutline} className="empty-state__icon" />
      <h2 id="no-rooms-title">
        {datesProblem ? 'This hotel is unavailable on your selected dates.' : 'No rooms found'}
      </h2>
      {restricted ? (
        <>
          <p className="empty-state__text">Rooms are free, but not for a stay of this length or on these days:</p>
          <RestrictedRates rates={response.RestrictedRates} onStay={onStay} />
        </>
      ) : (
        <p className="empty-state__text">{response.AvailabilityMessage ?? fallbackMessage}</p>
      )}
      {response.Outcome === 'NoRoomsForOccupancy' ? null : (
        <AlternativeStays stays={alternatives} money={money} onChoose={onChoose} />
      )}
    </section>
  );
}

export function SearchingRooms() {
  return (
    <div className="searching" role="status">
      <span className="visually-hidden">Searching for rooms…</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="searching__card" aria-hidden="true">
          <div className="searching__photo" />
          <div className="searching__lines">
            <span />
            <span />
            <span />
          </div>
        </div>
      ))}
    </div>
  );
}

const noticeIcons = {
  info: informationCircleOutline,
  positive: informationCircleOutline,
  warning: warningOutline,
} as const;

export function Notice({ kind, children }: { kind: keyof typeof noticeIcons; children: ReactNode }) {
  return (
    <p className={`notice notice--${kind}`}>
      <Icon icon={noticeIcons[kind]} />
      <span>
        {kind === 'warning' ? <strong>Warning: </strong> : null}
        {children}
      </span>
    </p>
  );
}
