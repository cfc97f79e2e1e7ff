import { createFileRoute } from '@tanstack/react-router';
import { PropertyHomePage } from '../../../features/admin/console-home-page';

export const Route = createFileRoute('/Admin/$propertyCode/')({
  component: PropertyHomePage,
});
