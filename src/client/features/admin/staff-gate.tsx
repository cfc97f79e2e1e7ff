import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { StaffMe } from '../../../contract/admin-staff';
import { describeError } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { PageLoading } from '../../ui/page-loading';
import { adminQueryRoot, isSignedOut } from './admin-api';
import { meQueryKey, useMe } from './api/get-me';
import { ConsoleFrame } from './console-frame';
import { SignInForm } from './sign-in-form';

// The sign-in gate of every console page: while nobody is signed in it shows the sign-in form
// in place (the address stays, so the page opens once signed in); an owner who has still to set
// up two-factor sign-in is sent to Security, the one page open to them until then.

export function StaffGate({
  children,
  enrolmentPage = false,
}: {
  children: (me: StaffMe) => ReactNode;
  enrolmentPage?: boolean;
}) {
  const me = useMe();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useSignInAgainWhenSessionEnds();
  if (me.isPending) {
    return (
      <ConsoleFrame>
        <PageLoading text="Checking your sign-in…" />
      </ConsoleFrame>
    );
  }
  if (me.isError) {
    return (
      <ConsoleFrame>
        <div className="console-narrow">
          <p className="sf-notice sf-notice--negative" role="alert">
            {describeError(me.error)}
          </p>
          <button type="button" className="sf-button sf-button--primary" onClick={() => void me.refetch()}>
            Try again
          </button>
        </div>
      </ConsoleFrame>
    );
  }
  if (!me.data) return <SignInPanel />;
  if (me.data.MustEnrol && !enrolmentPage && pathname !== '/Admin/Security') return <Navigate to="/Admin/Security" />;
  return <ConsoleFrame me={me.data}>{children(me.data)}</ConsoleFrame>;
}

/**
 * A session can end while a page is open (an hour idle, signed out in another tab). The first
 * console call answered 401 asks who is signed in again, and the gate shows the sign-in form.
 */
function useSignInAgainWhenSessionEnds() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onError = (key: readonly unknown[] | undefined, error: unknown) => {
      if (key?.[0] === adminQueryRoot && key[1] !== meQueryKey[1] && isSignedOut(error))
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.query.queryKey, event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError([adminQueryRoot], event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
}

export function SignInPanel() {
  useDocumentTitle('Sign in', 'Stayfront console');
  return (
    <ConsoleFrame>
      <div className="console-narrow">
        <h1 className="console__title">Sign in to the console</h1>
        <div className="console-card">
          <SignInForm />
        </div>
      </div>
    </ConsoleFrame>
  );
}

/** /Admin/SignIn: the form, or straight on to the console for someone already signed in. */
export function SignInPage() {
  const me = useMe();
  if (me.data) return <Navigate to="/Admin" replace />;
  return <SignInPanel />;
}
