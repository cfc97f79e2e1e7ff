import type { PaymentProvider, ProviderTransaction } from './payment-provider';

// The payment provider for `npm start` without Paystack keys: the "provider's page" is ours
// (GET /api/Payments/Sandbox/Checkout, clearly marked as the sandbox). Its Pay button confirms
// the booking the way a signed webhook would; Cancel releases the held rooms. No money moves.

export const sandboxCheckoutPath = '/api/Payments/Sandbox/Checkout';

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async initialize(checkout) {
      return { authorizationUrl: `${sandboxCheckoutPath}?reference=${encodeURIComponent(checkout.reference)}` };
    },
    // The sandbox page confirms directly, so there is nothing more to learn here.
    async verify(reference): Promise<ProviderTransaction> {
      return { reference, status: 'unknown', amount: 0, currency: '', paidAt: null };
    },
    // The sandbox page takes no card, so there is none to charge later.
    async chargeKept() {
      return { approved: false, declineReason: 'No card is kept for this booking.', retryable: false };
    },
    // No money moved, so none goes back.
    async refund(reference) {
      return { refundId: `sandbox_refund_${reference}` };
    },
  };
}
