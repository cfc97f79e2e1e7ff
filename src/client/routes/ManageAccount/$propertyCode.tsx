import { createFileRoute, redirect } from '@tanstack/react-router';

// Managing an account needs a logged-in user. Accounts do not exist yet, so no one can be
// logged in: every visit goes to the property's search page, as the spec says for a guest.
export const Route = createFileRoute('/ManageAccount/$propertyCode')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/Book/$propertyCode', params: { propertyCode: params.propertyCode }, replace: true });
  },
});
