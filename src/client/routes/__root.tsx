import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { LoginDialogHost } from '../features/account/login-dialog-host';
import { NotFoundPage } from '../ui/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** Every page, plus the login dialog any page may ask for (src/client/ui/login-request.ts). */
function RootLayout() {
  return (
    <>
      <Outlet />
      <LoginDialogHost />
    </>
  );
}
