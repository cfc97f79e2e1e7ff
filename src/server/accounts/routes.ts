import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountQuerySchema,
  accountResultSchema,
  authenticateRequestSchema,
  authenticateResponseSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  deleteCreditCardRequestSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  requestPasswordResetRequestSchema,
  updateAccountRequestSchema,
  userProfileSchema,
} from '../../contract/account';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import { deviceCookieOf, setDeviceCookie } from './device-cookie';
import type { GuestAccountServices } from './service';
import {
  clearSessionCookie,
  clearSignedInHint,
  hasSignedInHint,
  sessionTokenOf,
  setSessionCookie,
} from './session-cookie';
import type { AccountCaller } from './sessions';
import { answerUncached } from '../shared/uncached-answers';

// GET Account and the POST Account/... calls (docs/product.md, API; shapes in src/contract/account.ts).
// HTTP only: the cookies in and out, the client address for rate limits, the signed-in guest
// the onRequest hook found (signed-in-guest.ts); the rest is the services'.

const tags = ['Account'];
const rateLimited = {
  429: errorResponseSchema.describe('Too many attempts from this address or for this account; see Retry-After'),
};
/** What Register, ConfirmEmail and the two password-reset calls answer alike (a guest makes them signed out). */
const signedOutResponses = {
  200: accountResultSchema,
  400: validationErrorResponseSchema,
  404: errorResponseSchema,
  ...rateLimited,
};

const callerOf = (request: FastifyRequest): AccountCaller => ({
  address: request.ip,
  sessionToken: sessionTokenOf(request),
  deviceCookie: deviceCookieOf(request),
});

export function accountRoutes(accounts: GuestAccountServices): FastifyPluginAsyncZod {
  const { account, sessionCookie } = accounts;
  return async (app) => {
    // Nothing an account call answers may sit in a shared cache.
    answerUncached(app, 'no-store');
    // A 401 means the session is over: pages stop asking who is signed in. (Here rather than
    // in onSend, whose cookies are already written by then.)
    app.addHook('onError', async (request, reply, error) => {
      if ((error as { statusCode?: number }).statusCode === 401 && hasSignedInHint(request))
        clearSignedInHint(reply, sessionCookie);
    });

    app.get('/Account', {
      schema: {
        tags,
        summary: "The signed-in guest's profile and saved cards; 401 when not signed in",
        querystring: accountQuerySchema,
        response: { 200: userProfileSchema, 400: validationErrorResponseSchema, 401: errorResponseSchema },
      },
      handler: async (request) => account.getAccount(request.guest),
    });

    app.post('/Account/Authenticate', {
      schema: {
        tags,
        summary:
          'Log in. Success true sets a new session cookie (HttpOnly, SameSite=Lax); Success false says "Failed to login, please check your email address and password" alike for an unknown address or a wrong password, or asks to confirm the address first (and re-sends the email)',
        body: authenticateRequestSchema,
        response: {
          200: authenticateResponseSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
          ...rateLimited,
        },
      },
      handler: async (request, reply) => {
        const result = await account.authenticate(request.body, callerOf(request));
        if (result.sessionToken) setSessionCookie(reply, result.sessionToken, sessionCookie);
        if (result.deviceCookie) setDeviceCookie(reply, result.deviceCookie, sessionCookie);
        return result.body;
      },
    });

    app.post('/Account/Logout', {
      schema: {
        tags,
        summary: 'Ends this session on the server and clears the cookie (204, signed in or not)',
        response: { 204: z.undefined() },
      },
      handler: async (request, reply) => {
        await account.logout(callerOf(request));
        clearSessionCookie(reply, sessionCookie);
        return reply.status(204).send();
      },
    });

    app.post('/Account/Register', {
      schema: {
        tags,
        summary:
          'Create an account. The same 200 answer whether or not the address is registered: a new account gets a confirmation email, a taken address a "you already have an account" email',
        body: registerRequestSchema,
        response: signedOutResponses,
      },
      handler: async (request) => account.register(request.body, callerOf(request)),
    });

    app.post('/Account/ConfirmEmail', {
      schema: {
        tags,
        summary:
          'Confirm the address with the token of the emailed link (single use, 3 days); 400 ModelState.Token when used or expired',
        body: confirmEmailRequestSchema,
        response: signedOutResponses,
      },
      handler: async (request) => account.confirmEmail(request.body, callerOf(request)),
    });

    app.post('/Account/RequestPasswordReset', {
      schema: {
        tags,
        summary:
          'Email a reset link (single use, 1 hour) when the address has an account; the same 200 answer either way',
        body: requestPasswordResetRequestSchema,
        response: signedOutResponses,
      },
      handler: async (request) => account.requestPasswordReset(request.body, callerOf(request)),
    });

    app.post('/Account/PasswordReset', {
      schema: {
        tags,
        summary:
          'Set a new password with the token of the emailed link; ends every session of the account. 400 ModelState.Token when used or expired',
        body: passwordResetRequestSchema,
        response: signedOutResponses,
      },
      handler: async (request) => account.passwordReset(request.body, callerOf(request)),
    });

    app.post('/Account/Update', {
      schema: {
        tags,
        summary: "Save the signed-in guest's name, telephone and ReceiveBrandOffers; answers the saved profile",
        body: updateAccountRequestSchema,
        response: { 200: userProfileSchema, 400: validationErrorResponseSchema, 401: errorResponseSchema },
      },
      handler: async (request) => account.updateAccount(request.guest, request.body),
    });

    app.post('/Account/ChangePassword', {
      schema: {
        tags,
        summary:
          'Change the password (400 ModelState.CurrentPassword when the current one is wrong); signs out every other session and renews this one',
        body: changePasswordRequestSchema,
        response: {
          200: accountResultSchema,
          400: validationErrorResponseSchema,
          401: errorResponseSchema,
          ...rateLimited,
        },
      },
      handler: async (request, reply) => {
        const result = await account.changePassword(request.guest, request.body, callerOf(request));
        if (result.sessionToken) setSessionCookie(reply, result.sessionToken, sessionCookie);
        return result.body;
      },
    });

    app.post('/Account/DeleteCreditCard', {
      schema: {
        tags,
        summary:
          "Remove one of the signed-in guest's saved cards; answers the profile without it (404 when the card is not theirs)",
        body: deleteCreditCardRequestSchema,
        response: {
          200: userProfileSchema,
          400: validationErrorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
      handler: async (request) => account.deleteCreditCard(request.guest, request.body.CreditCardId),
    });
  };
}
