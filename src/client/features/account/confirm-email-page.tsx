import { Link } from '@tanstack/react-router';
import { alertCircleOutline, checkmarkCircleOutline, mailOpenOutline } from 'ionicons/icons';
import { useCallback, useEffect, useId, useRef } from 'react';
import type { Property } from '../../../contract/property';
import { ApiError, OfflineError } from '../../api';
import { requestLogin } from '../../ui/login-request';
import { accountFormMessages } from '../../../domain/account-messages';
import { failureMessage } from './account-forms';
import { AccountCard, AccountPage } from './account-page';
import { useAccount } from './api/get-account';
import { useConfirmEmail } from './api/confirm-email';
import { Icon } from '../../ui/icon';
// Its notices and spinner are the form kit's, with no field here to bring their stylesheet.
import '../../ui/forms.css';

// Confirm email, from the link emailed at registration: the token is sent once on arrival
// (tokens are single-use, so a re-render never sends it again), then the guest can log in.

const incompleteLinkMessage =
  'This link is incomplete. Please open the link from your email again, or copy the whole address into your browser.';

export function ConfirmEmailPage({ property, token }: { property: Property; token: string | undefined }) {
  const ids = useId();
  const account = useAccount(property.PropertyCode);
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  const { mutate } = confirm;

  const send = useCallback(() => {
    if (token) mutate({ PropertyId: property.PropertyCode, Token: token });
  }, [mutate, property.PropertyCode, token]);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send();
  }, [send]);

  const result = confirm.data;
  // Only a call that never reached the server may be tried again (the token is single-use).
  const canRetry =
    confirm.error instanceof OfflineError || (confirm.error instanceof ApiError && confirm.error.status >= 500);

  return (
    <AccountPage property={property} title="Confirm your email" icon={mailOpenOutline}>
      <AccountCard>
        {!token ? (
          <p className="sf-notice sf-notice--negative" role="alert">
            <Icon icon={alertCircleOutline} />
            <span>{incompleteLinkMessage}</span>
          </p>
        ) : confirm.isPending || confirm.isIdle ? (
          <p className="account-loading" role="status">
            <span className="sf-spinner" aria-hidden="true" />
            <span>Confirming your email address…</span>
          </p>
        ) : result?.Success ? (
          <>
            <p className="sf-notice sf-notice--positive" role="status" id={`${ids}-done`}>
              <Icon icon={checkmarkCircleOutline} />
              <span>{result.Message.trim() || accountFormMessages.emailConfirmed}</span>
            </p>
            <div className="account-card__actions">
              {account ? (
                <Link
                  to="/Book/$propertyCode"
                  params={{ propertyCode: property.PropertyCode }}
                  className="sf-button sf-button--primary"
                >
                  Book your stay
                </Link>
              ) : (
                <button type="button" className="sf-button sf-button--primary" onClick={requestLogin}>
                  Log in
                </button>
              )}
            </div>
          </>
        ) : (
          <>
            <p className="sf-notice sf-notice--negative" role="alert">
              <Icon icon={alertCircleOutline} />
              <span>
                {result
                  ? result.Message.trim() || accountFormMessages.actionFailed
                  : failureMessage(confirm.error, accountFormMessages.actionFailed)}
              </span>
            </p>
            <p className="account-card__text">
              Logging in with your email address and password sends you a new confirmation link if your address is not
              confirmed yet.
            </p>
            <div className="account-card__actions">
              {canRetry ? (
                <button type="button" className="sf-button sf-button--primary" onClick={send}>
                  Try again
                </button>
              ) : null}
              <button
                type="button"
                className={`sf-button ${canRetry ? 'sf-button--secondary' : 'sf-button--primary'}`}
                onClick={requestLogin}
              >
                Log in
              </button>
            </div>
          </>
        )}
      </AccountCard>
    </AccountPage>
  );
}
