import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/admin/staff-gate';

// Staff sign-in: email and password, then the authenticator's code.
export const Route = createFileRoute('/Admin/SignIn')({
  component: SignInPage,
});
