import { createFileRoute } from '@tanstack/react-router';
import { UnauthorisedPage } from '../ui/static-pages';

export const Route = createFileRoute('/Unauthorised')({
  component: UnauthorisedPage,
});
