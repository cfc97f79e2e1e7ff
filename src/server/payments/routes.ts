import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import { AppError } from '../errors';
import { html, type SafeHtml } from '../mail/html';
import type { ProviderPayment } from './payment-provider';
import { isPaystackSignatureValid, paymentOfPaystackEvent } from './paystack';

// POST Payments/Paystack/Webhook (Paystack's signed events) and, when Paystack is not
// configured, the sandbox provider's checkout page (GET and POST Payments/Sandbox/Checkout).
// What a payment means for a booking is the reservations feature's business: it comes in as
// `handlers`, so this module never imports it.

export interface SandboxCheckout {
  propertyName: string;
  /** "£318.00" */
  amountText: string;
  email: string;
  referenceNumber: string;
  /** Still waiting for payment (else the page only offers the way back). */
  payable: boolean;
  holdExpiresAt: Date | null;
}

export interface PaymentEventHandlers {
  /** A provider payment arrived (webhook). Idempotent: the booking is confirmed once. */
  providerPaymentReceived(payment: ProviderPayment): Promise<void>;
  sandboxCheckout(reference: string): Promise<SandboxCheckout | undefined>;
  /** The guest paid on the sandbox page; answers where to send the browser. */
  sandboxPay(reference: string): Promise<string | undefined>;
  /** The guest cancelled on the sandbox page: the rooms are released; answers where to send the browser. */
  sandboxCancel(reference: string): Promise<string | undefined>;
}

export interface PaymentRoutesOptions {
  /** Set: Paystack is the provider and its webhook is open. Unset: the sandbox pages are. */
  paystackSecretKey: string | undefined;
  handlers: PaymentEventHandlers;
}

export function paymentRoutes(options: PaymentRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(paystackWebhookRoutes(options));
    if (!options.paystackSecretKey) await app.register(sandboxCheckoutRoutes(options.handlers));
  };
}

function paystackWebhookRoutes({ paystackSecretKey, handlers }: PaymentRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // The signature covers the exact bytes Paystack sent, so this plugin (and only it) keeps
    // JSON bodies raw.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post('/Payments/Paystack/Webhook', {
      schema: {
        tags: ['Payments'],
        summary:
          "Paystack's events (charge.success confirms a booking waiting for payment), signed with x-paystack-signature",
        response: { 200: z.object({ Received: z.boolean() }), 401: errorResponseSchema, 404: errorResponseSchema },
      },
      handler: async (request) => {
        if (!paystackSecretKey) throw new AppError('not-found', 'Paystack is not configured on this server.');
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-paystack-signature'];
        if (
          !isPaystackSignatureValid(rawBody, typeof signature === 'string' ? signature : undefined, paystackSecretKey)
        ) {
          request.log.warn('Paystack webhook with a missing or wrong signature');
          throw new AppError('unauthorised', 'The signature of this event is not valid.');
        }
        let event: unknown;
        try {
          event = JSON.parse(rawBody.toString('utf8'));
        } catch {
          throw new AppError('invalid', 'The event is not valid JSON.');
        }
        const payment = paymentOfPaystackEvent(event);
        // Other events are acknowledged so Paystack stops sending them; a failure below answers
        // 5xx, and Paystack retries.
        if (payment) await handlers.providerPaymentReceived(payment);
        return { Received: true };
      },
    });
  };
}

function sandboxCheckoutRoutes(handlers: PaymentEventHandlers): FastifyPluginAsyncZod {
  return async (app) => {
    // The page's plain HTML form posts urlencoded, in this plugin only.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const reference = z.string().trim().min(1).max(100);

    app.get('/Payments/Sandbox/Checkout', {
      schema: {
        tags: ['Payments'],
        summary: 'The sandbox payment page (offline demo stand-in for the payment provider; no money moves)',
        querystring: z.object({ reference }),
      },
      handler: async (request, reply) => {
        const checkout = await handlers.sandboxCheckout(request.query.reference);
        void reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
        if (!checkout)
          return reply
            .status(404)
            .send(sandboxPage('Payment not found', html`<p>This sandbox payment does not exist.</p>`));
        return reply.send(sandboxCheckoutPage(request.query.reference, checkout));
      },
    });

    app.post('/Payments/Sandbox/Checkout', {
      schema: {
        tags: ['Payments'],
        summary: 'Pay or cancel on the sandbox payment page; redirects to the booking status page',
        body: z.object({ reference, action: z.enum(['pay', 'cancel']) }),
        response: { 400: validationErrorResponseSchema, 404: errorResponseSchema },
      },
      handler: async (request, reply) => {
        const { reference: ref, action } = request.body;
        const callbackUrl = action === 'pay' ? await handlers.sandboxPay(ref) : await handlers.sandboxCancel(ref);
        if (!callbackUrl) throw new AppError('not-found', 'This sandbox payment does not exist.');
        // As Paystack does: back to the callback URL with the reference.
        const separator = callbackUrl.includes('?') ? '&' : '?';
        return reply.redirect(
          `${callbackUrl}${separator}trxref=${encodeURIComponent(ref)}&reference=${encodeURIComponent(ref)}`,
          303,
        );
      },
    });
  };
}

function sandboxCheckoutPage(reference: string, checkout: SandboxCheckout): string {
  const details = html`<dl>
  <dt>Hotel</dt><dd>${checkout.propertyName}</dd>
  <dt>Booking reference</dt><dd>${checkout.referenceNumber}</dd>
  <dt>Amount</dt><dd class="amount">${checkout.amountText}</dd>
  <dt>Receipt to</dt><dd>${checkout.email}</dd>
</dl>`;
  if (!checkout.payable) {
    return sandboxPage(
      'Payment closed',
      html`${details}<p>This payment is no longer waiting: it was paid, cancelled or timed out.</p>
<form method="post" action="/api/Payments/Sandbox/Checkout"><input type="hidden" name="reference" value="${reference}">
<button name="action" value="cancel">Back to the hotel</button></form>`,
    );
  }
  const until =
    checkout.holdExpiresAt &&
    html`<p>Your rooms are held until ${checkout.holdExpiresAt.toISOString().slice(11, 16)} UTC.</p>`;
  return sandboxPage(
    'Pay for your booking',
    html`${details}${until}
<form method="post" action="/api/Payments/Sandbox/Checkout">
  <input type="hidden" name="reference" value="${reference}">
  <button name="action" value="pay" class="pay">Pay ${checkout.amountText}</button>
  <button name="action" value="cancel">Cancel payment</button>
</form>`,
  );
}

function sandboxPage(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} - payment sandbox</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f1ea; color: #1b2624; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
.banner { background: #8a5a00; color: #fff; padding: .75rem 1rem; text-align: center; font-weight: 600; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dt { color: #5e6b68; } dd { margin: 0; } .amount { font-weight: 700; font-size: 1.25rem; }
button { display: block; width: 100%; margin-top: .75rem; padding: .85rem; font-size: 1rem; border-radius: 8px; border: 1px solid #1e4d45; background: #fff; color: #1e4d45; cursor: pointer; }
button.pay { background: #1e4d45; color: #fff; }
button:focus-visible { outline: 3px solid #b08d57; outline-offset: 2px; }
</style>
</head>
<body>
<div class="banner" role="note">Payment sandbox: a stand-in for the payment provider. No money is taken.</div>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`.toString();
}
