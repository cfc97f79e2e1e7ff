import { Link } from '@tanstack/react-router';
import {
  calendarOutline,
  checkmarkCircle,
  hourglassOutline,
  mailOutline,
  peopleOutline,
  pricetagOutline,
  restaurantOutline,
  timeOutline,
} from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { partySizeText, tableBookingMessages } from '../../../domain/table-booking';
import { longDateText } from '../../../domain/stay-dates-text';
import type { BookedTable } from './use-book-table';
import { Icon } from '../../ui/icon';

// The booked table (docs/product.md, errors: "Table booking created." with the booking reference):
// what was booked, and where to go next. Focus lands on its heading, so a screen reader
// announces the outcome.

export function TableBooked({
  booked,
  propertyCode,
  onBookAnother,
}: {
  booked: BookedTable;
  propertyCode: string;
  onBookAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const promotion = booked.slot?.Promotions[0];
  const leaveTime = booked.slot?.IsLeaveTimeRequired ? booked.slot.LeaveTime : undefined;

  return (
    <section className="sf-card table-booked" aria-labelledby="table-booked-title">
      <div className="table-booked__badge" aria-hidden="true">
        <Icon icon={checkmarkCircle} />
      </div>
      <h2 id="table-booked-title" ref={heading} tabIndex={-1} className="table-booked__title">
        {tableBookingMessages.created}
      </h2>
      <p className="table-booked__reference-label">Your booking reference</p>
      <p className="table-booked__reference">{booked.reference}</p>

      <dl className="table-booked__details">
        <div>
          <dt>
            <Icon icon={restaurantOutline} />
            <span className="visually-hidden">Restaurant</span>
          </dt>
          <dd>{booked.restaurantName}</dd>
        </div>
        <div>
          <dt>
            <Icon icon={calendarOutline} />
            <span className="visually-hidden">Date</span>
          </dt>
          <dd>{longDateText(booked.visitDate)}</dd>
        </div>
        <div>
          <dt>
            <Icon icon={timeOutline} />
            <span className="visually-hidden">Time</span>
          </dt>
          <dd>{booked.visitTime}</dd>
        </div>
        <div>
          <dt>
            <Icon icon={peopleOutline} />
            <span className="visually-hidden">Party</span>
          </dt>
          <dd>{partySizeText(booked.partySize)}</dd>
        </div>
        {leaveTime ? (
          <div>
            <dt>
              <Icon icon={hourglassOutline} />
              <span className="visually-hidden">Leave time</span>
            </dt>
            <dd>We'll need the table back by {leaveTime}</dd>
          </div>
        ) : null}
        {promotion ? (
          <div>
            <dt>
              <Icon icon={pricetagOutline} />
              <span className="visually-hidden">Offer</span>
            </dt>
            <dd>
              {promotion.Name}
              {promotion.Description ? <span className="table-booked__muted"> – {promotion.Description}</span> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Icon icon={mailOutline} />
            <span className="visually-hidden">Confirmation</span>
          </dt>
          <dd>Confirmation sent to {booked.email}</dd>
        </div>
      </dl>
      {booked.stayReference ? (
        <p className="table-booked__stay">Booked with your stay {booked.stayReference}.</p>
      ) : null}

      <div className="table-booked__actions">
        <button type="button" className="sf-button sf-button--primary" onClick={onBookAnother}>
          Book another table
        </button>
        <Link to="/Book/$propertyCode" params={{ propertyCode }} className="sf-button sf-button--secondary">
          Back to Book your stay
        </Link>
      </div>
    </section>
  );
}
