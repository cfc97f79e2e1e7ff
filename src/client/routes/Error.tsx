import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../ui/static-pages';

export const Route = createFileRoute('/Error')({
  component: ErrorPage,
});
