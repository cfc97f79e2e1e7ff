import { createFileRoute, redirect } from '@tanstack/react-router';

// Without its token there is nothing to show: back to the search page.
export const Route = createFileRoute('/Book/$propertyCode/Confirmation/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/Book/$propertyCode', params: { propertyCode: params.propertyCode }, replace: true });
  },
});
