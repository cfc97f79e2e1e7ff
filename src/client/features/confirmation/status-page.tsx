import { Link, useNavigate } from '@tanstack/react-router';
import { alertCircleOutline, timeOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { describeError } from '../../api';
import { clearBasket, isBasketEmpty } from '../../basket/basket';
import { useDocumentTitle } from '../../ui/document-title';
import { notify } from '../../ui/notices';
import { PageLoading } from '../../ui/page-loading';
import { StatusPage } from '../../ui/status-page';
import { useReservationStatus } from './api/get-reservation-status';

// Where the payment provider sends the guest back: the booking is checked (the server asks the
// provider first); confirmed goes on to the confirmation, anything else says why (docs/product.md, errors).

export function BookingStatusPage({
  propertyCode,
  confirmationToken,
  propertyName,
}: {
  propertyCode: string;
  confirmationToken: string;
  propertyName: string;
}) {
  useDocumentTitle('Booking status', propertyName);
  const navigate = useNavigate();
  const status = useReservationStatus(propertyCode, confirmationToken);
  const result = status.data;

  useEffect(() => {
    if (!result) return;
    if (result.Success) {
      clearBasket();
      void navigate({
        to: '/Book/$propertyCode/Confirmation/$confirmationToken',
        params: { propertyCode, confirmationToken },
        replace: true,
      });
    } else {
      void notify({ message: result.Message, kind: 'negative', position: 'top' });
    }
  }, [result, navigate, propertyCode, confirmationToken]);

  if (status.isPending || result?.Success) {
    return <PageLoading text="Checking your booking…" />;
  }
  const canRetry = !isBasketEmpty(propertyCode);
  // A payment cancelled at the provider is also "Cancelled", but its rooms are still in the
  // basket to try again; a booking cancelled later has nothing left to retry.
  const cancelledBooking = result?.Status === 'Cancelled' && !canRetry;
  const message = result ? result.Message : describeError(status.error);
  return (
    <StatusPage
      title={
        result?.Status === 'PendingPayment'
          ? 'Payment not complete'
          : cancelledBooking
            ? 'Booking cancelled'
            : 'Booking not confirmed'
      }
      icon={result?.Status === 'PendingPayment' ? timeOutline : alertCircleOutline}
      actions={
        <>
          <button type="button" className="sf-button sf-button--secondary" onClick={() => void status.refetch()}>
            Check again
          </button>
          {canRetry ? (
            <Link
              to="/Book/$propertyCode/Checkout/{-$confirmationToken}"
              params={{ propertyCode }}
              className="sf-button sf-button--primary"
            >
              Back to checkout
            </Link>
          ) : (
            <Link to="/Book/$propertyCode" params={{ propertyCode }} className="sf-button sf-button--primary">
              Search again
            </Link>
          )}
        </>
      }
    >
      <p>{message}</p>
      {result ? <p>Booking reference: {result.ReferenceNumber}</p> : null}
    </StatusPage>
  );
}
