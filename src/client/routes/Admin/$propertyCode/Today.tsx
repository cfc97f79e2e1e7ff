import { createFileRoute } from '@tanstack/react-router';
import { TodayPage } from '../../../features/admin-bookings/today-page';

// Arrivals, departures and guests in house today and tomorrow, and the figures of the hotel.
export const Route = createFileRoute('/Admin/$propertyCode/Today')({
  component: TodayPage,
});
