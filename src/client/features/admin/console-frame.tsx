import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { StaffMe } from '../../../contract/admin-staff';
import { describeError } from '../../api';
import { notify } from '../../ui/notices';
import { PageLayout } from '../../ui/page-layout';
import { useSignOut } from './api/sign-in';
import './console.css';

// The frame of every console page: the app's page layout with the console's name at the start
// of the header and, once signed in, who it is, their Security page and Sign out at the end.

export function ConsoleFrame({ me, children }: { me?: StaffMe | null | undefined; children: ReactNode }) {
  return (
    <PageLayout
      brand={
        <Link to="/Admin" className="brand-logo app-wordmark">
          Stayfront console
        </Link>
      }
      headerEnd={me ? <SignedInAs me={me} /> : undefined}
    >
      {children}
    </PageLayout>
  );
}

function SignedInAs({ me }: { me: StaffMe }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <div className="console-header__end">
      <span className="console-muted">{me.Name || me.Email}</span>
      <Link to="/Admin/Security" className="sf-text-button">
        Security
      </Link>
      <button
        type="button"
        className="sf-button sf-button--secondary"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => void navigate({ to: '/Admin/SignIn' }),
            onError: (error) => notify({ message: describeError(error), kind: 'negative' }),
          })
        }
      >
        Sign out
      </button>
    </div>
  );
}
