import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import { PaymentProviderError, type PaymentProvider } from '../../payments/payment-provider';
import type { PropertyRecord } from '../../properties/repository';

// For a booking paid through the payment provider: its checkout page, opened before the
// booking's transaction (no network call while inventory rows are locked; an unused page is
// harmless).

export const providerUnreachableMessage =
  'We could not reach the payment provider, so nothing has been booked. Please try again in a moment.';

export async function openProviderCheckout(
  deps: { paymentProvider: PaymentProvider; publicUrl: string; log: FastifyBaseLogger },
  booking: {
    property: Pick<PropertyRecord, 'code' | 'currency'>;
    email: string;
    /** What the guest pays online (minor units). */
    amount: number;
    referenceNumber: string;
    providerReference: string;
    confirmationToken: string;
  },
): Promise<string> {
  const { property } = booking;
  const callbackPath = `/Book/${encodeURIComponent(property.code)}/Status/${booking.confirmationToken}`;
  try {
    const checkout = await deps.paymentProvider.initialize({
      email: booking.email,
      amount: booking.amount,
      currency: property.currency,
      reference: booking.providerReference,
      // The sandbox page is ours: a relative path works on any host the guest used.
      callbackUrl: deps.paymentProvider.name === 'sandbox' ? callbackPath : `${deps.publicUrl}${callbackPath}`,
      metadata: { booking_reference: booking.referenceNumber, property: property.code },
    });
    return checkout.authorizationUrl;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, referenceNumber: booking.referenceNumber }, 'payment provider initialize failed');
    throw new AppError('provider-unreachable', providerUnreachableMessage);
  }
}
