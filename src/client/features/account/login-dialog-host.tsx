import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onLoginRequested } from '../../ui/login-request';
import { lastPropertyCode } from '../property/last-property';

// The one login dialog of the app, mounted once at the root: any page asks for it with
// requestLogin() (src/client/ui/login-request.ts). The dialog and its form code load on the
// first request only, so pages that never log in do not pay for them.

const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/** The property of the page on screen (the deepest route with a :propertyCode), else the last one seen. */
function usePropertyCodeOnScreen(): string | null {
  const fromRoute = useRouterState({
    select: (state) => {
      for (const match of [...state.matches].reverse()) {
        const code = (match.params as { propertyCode?: string }).propertyCode;
        if (code) return code;
      }
      return null;
    },
  });
  return fromRoute ?? lastPropertyCode();
}

export function LoginDialogHost() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const propertyCode = usePropertyCodeOnScreen();

  useEffect(
    () =>
      onLoginRequested(() => {
        setWanted(true);
        setOpen(true);
      }),
    [],
  );

  if (!wanted || !propertyCode) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog propertyCode={propertyCode} isOpen={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
