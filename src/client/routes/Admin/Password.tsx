import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordPage } from '../../features/admin/set-password-page';
import { searchParamsSchema, searchText } from '../../url-search-params';

// From the link the shell printed or the invitation email: /Admin/Password?token=...
export const Route = createFileRoute('/Admin/Password')({
  validateSearch: searchParamsSchema({ token: searchText(128) }),
  component: PasswordRoute,
});

function PasswordRoute() {
  const { token } = Route.useSearch();
  return <SetPasswordPage key={token ?? ''} token={token} />;
}
