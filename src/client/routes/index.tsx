import { createFileRoute, redirect } from '@tanstack/react-router';
import { defaultBookingPath, lastPropertyCode } from '../features/property/last-property';
import { NotFoundPage } from '../ui/not-found-page';

// "/" (the installed app's start_url): the property the guest last visited, else the server's
// default property, else there is nothing to show.
export const Route = createFileRoute('/')({
  beforeLoad: async () => {
    const code = lastPropertyCode();
    if (code) throw redirect({ to: '/Book/$propertyCode', params: { propertyCode: code }, replace: true });
    const path = await defaultBookingPath();
    if (path) throw redirect({ href: path, replace: true });
  },
  component: NotFoundPage,
});
