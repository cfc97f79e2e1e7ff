import { calendarOutline } from 'ionicons/icons';
import type { AlternativeStay } from '../../../domain/alternatives';
import type { MoneyDisplay } from '../../ui/display-currency';
import { Icon } from '../../ui/icon';

/** Nearby stays the calendar says can be had; choosing one searches it. */
export function AlternativeStays({
  stays,
  money,
  onChoose,
}: {
  stays: readonly AlternativeStay[];
  money: MoneyDisplay;
  onChoose: (stay: AlternativeStay) => void;
}) {
  if (stays.length === 0) return null;
  return (
    <section className="alternatives" aria-labelledby="alternatives-title">
      <h3 id="alternatives-title" className="alternatives__title">
        Other dates with rooms
      </h3>
      <ul className="sf-card-grid alternatives__list">
        {stays.map((stay) => (
          <li key={`${stay.fromDate}-${stay.toDate}`}>
            <button type="button" className="alternative" onClick={() => onChoose(stay)}>
              <Icon icon={calendarOutline} />
              <span className="alternative__text">
                <span className="alternative__dates">{stay.datesText}</span>
                <span className="alternative__nights">
                  {stay.nightsText} · from {money.formatMinor(stay.totalCost)}
                </span>
              </span>
              <span className="alternative__action" aria-hidden="true">
                Search
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
