import { callOutline, mailOutline, restaurantOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { BookingConfiguration, Property } from '../../../contract/property';
import { useDocumentTitle } from '../../ui/document-title';
import { PageHero } from '../../ui/page-hero';
import { useRestaurants } from './api/get-restaurants';
import { TableBooked } from './table-booked';
import { TableBookingForm } from './table-booking-form';
import type { BookedTable } from './use-book-table';
import type { TableBookingFormValues } from './table-booking-form-schema';
import type { TableBookingParams } from './table-booking-params';
import '../../ui/page-frame.css';
import './restaurant.css';
import { Icon } from '../../ui/icon';

// Book a Table (docs/product.md, restaurant tables): the form, then the booked table with its reference.
// A property that takes no table bookings online says so and how to reach it instead.

export interface BookATablePageProps {
  property: Property;
  bookingConfig: BookingConfiguration;
  params: TableBookingParams;
}

export function BookATablePage({ property, bookingConfig, params }: BookATablePageProps) {
  useDocumentTitle('Book a table', property.PropertyName);
  const restaurants = useRestaurants(property.PropertyId);
  const [booked, setBooked] = useState<{ table: BookedTable; values: TableBookingFormValues } | null>(null);
  // A new form (fresh state) for each table booked, keeping who books and where.
  const [round, setRound] = useState(0);
  const [carried, setCarried] = useState<Partial<TableBookingFormValues> | undefined>(undefined);
  const active = bookingConfig.RestaurantBooking.ServiceActive && restaurants.length > 0;
  const single = restaurants.length === 1 ? restaurants[0] : undefined;

  return (
    <div className="sf-page">
      <PageHero
        icon={restaurantOutline}
        propertyName={property.PropertyName}
        title="Book a table"
        lead={single ? `Reserve your table at ${single.Name}.` : 'Reserve your table at one of our restaurants.'}
        className="table-hero"
        titleClassName="table-hero__title"
      />

      <div className="sf-page__body">
        {!active ? (
          <section className="sf-card table-unavailable" aria-labelledby="table-unavailable-title">
            <h2 id="table-unavailable-title">Table booking isn't available online</h2>
            <p>Please contact us and we'll be glad to book a table for you.</p>
            <ContactLinks property={property} />
          </section>
        ) : booked ? (
          <TableBooked
            booked={booked.table}
            propertyCode={property.PropertyCode}
            onBookAnother={() => {
              const { email, contactNumber, restaurantId, partySize } = booked.values;
              setCarried({ email, contactNumber, restaurantId, partySize });
              setRound((n) => n + 1);
              setBooked(null);
            }}
          />
        ) : (
          <TableBookingForm
            key={round}
            property={property}
            bookingConfig={bookingConfig}
            restaurants={restaurants}
            params={params}
            initial={carried}
            onBooked={(table, values) => {
              setBooked({ table, values });
              document.querySelector('.app-content')?.scrollTo({ top: 0 });
            }}
          />
        )}
      </div>
    </div>
  );
}

function ContactLinks({ property }: { property: Property }) {
  return (
    <div className="table-unavailable__contact">
      {property.Telephone ? (
        <a className="sf-button sf-button--primary" href={`tel:${property.Telephone.replace(/[^+\d]/g, '')}`}>
          <Icon icon={callOutline} />
          <span>Call {property.Telephone}</span>
        </a>
      ) : null}
      {property.Email ? (
        <a className="sf-button sf-button--secondary" href={`mailto:${property.Email}`}>
          <Icon icon={mailOutline} />
          <span>Email us</span>
        </a>
      ) : null}
    </div>
  );
}
