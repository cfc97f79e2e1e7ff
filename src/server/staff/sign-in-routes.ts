import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmTwoFactorRequestSchema,
  recoveryCodesSchema,
  setPasswordLinkQuerySchema,
  setPasswordLinkSchema,
  staffMeSchema,
  staffSecondFactorRequestSchema,
  staffSetPasswordRequestSchema,
  staffSignInRequestSchema,
  staffSignInResponseSchema,
  type StaffSignInResponse,
  twoFactorEnrolmentSchema,
} from '../../contract/admin-staff';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import { signedInStaffOf } from './access';
import type { TwoFactorEnrolmentService } from './enrolment';
import { clearStaffSessionCookie, setStaffSessionCookie } from './session-cookie';
import type { SetPassword } from './set-password';
import type { StaffCaller, StaffSignIn } from './sign-in';
import { answerUncached } from '../shared/uncached-answers';

// The console's sign-in calls: password, second factor, sign out, set a password from a link,
// the member's own details and two-factor enrolment. HTTP only; the cookie in and out.

const tags = ['Admin: sign-in'];
const signedOut = { 401: errorResponseSchema.describe('No staff session (or it ended)') };
const enrolFirst = { 403: errorResponseSchema.describe('An owner must set up two-factor sign-in first') };

export interface SignInRoutesDeps {
  signIn: StaffSignIn;
  setPassword: SetPassword;
  enrolment: TwoFactorEnrolmentService;
  cookie: { secure: boolean; maxAgeSeconds: number };
}

const callerOf = (request: FastifyRequest): StaffCaller => ({ address: request.ip, staff: request.staff });

/** What each step of a sign-in may answer; `refused` describes its 401. */
const signInStepResponses = (refused: typeof errorResponseSchema) => ({
  200: staffSignInResponseSchema,
  400: validationErrorResponseSchema,
  401: refused,
  429: errorResponseSchema,
});

export function staffSignInRoutes(deps: SignInRoutesDeps): FastifyPluginAsyncZod {
  const { signIn, setPassword, enrolment, cookie } = deps;
  /** Each step of a sign-in opens a session: its cookie goes with the answer, which says what comes next. */
  const withSessionCookie = (reply: FastifyReply, result: { body: StaffSignInResponse; sessionToken: string }) => {
    setStaffSessionCookie(reply, result.sessionToken, cookie);
    return result.body;
  };

  return async (app) => {
    answerUncached(app, 'no-store');

    app.post('/Admin/SignIn', {
      schema: {
        tags,
        summary:
          'Staff sign-in with email and password. Sets the console cookie (HttpOnly, SameSite=Strict, Path=/api/Admin); Stage second-factor means a code must follow',
        body: staffSignInRequestSchema,
        response: signInStepResponses(errorResponseSchema.describe('Wrong email or password')),
      },
      handler: async (request, reply) => withSessionCookie(reply, await signIn.signIn(request.body, callerOf(request))),
    });

    app.post('/Admin/SignIn/SecondFactor', {
      schema: {
        tags,
        summary: 'The 6-digit code of the authenticator app, or a recovery code (each works once)',
        body: staffSecondFactorRequestSchema,
        response: signInStepResponses(errorResponseSchema),
      },
      handler: async (request, reply) =>
        withSessionCookie(reply, await signIn.secondFactor(request.body, callerOf(request))),
    });

    app.post('/Admin/SignOut', {
      schema: { tags, summary: 'Ends this console session (204, signed in or not)', response: { 204: z.undefined() } },
      handler: async (request, reply) => {
        await signIn.signOut(callerOf(request));
        clearStaffSessionCookie(reply, cookie);
        return reply.status(204).send();
      },
    });

    app.get('/Admin/Me', {
      schema: {
        tags,
        summary: 'The signed-in staff member, their roles, and whether they must set up two-factor sign-in',
        response: { 200: staffMeSchema, ...signedOut },
      },
      handler: async (request) => enrolment.me(signedInStaffOf(request, { forEnrolment: true })),
    });

    app.get('/Admin/Password', {
      schema: {
        tags,
        summary: 'Whose password a set-password link sets; 400 ModelState.Token when used or expired',
        querystring: setPasswordLinkQuerySchema,
        response: { 200: setPasswordLinkSchema, 400: validationErrorResponseSchema },
      },
      handler: async (request) => setPassword.peek(request.query.Token),
    });

    app.post('/Admin/Password', {
      schema: {
        tags,
        summary: 'Set a password with a one-time link (24 hours); ends the member’s other sessions',
        body: staffSetPasswordRequestSchema,
        response: { 200: setPasswordLinkSchema, 400: validationErrorResponseSchema },
      },
      handler: async (request) => setPassword.setPassword(request.body),
    });

    app.post('/Admin/TwoFactor/Enrolment', {
      schema: {
        tags,
        summary: 'Start two-factor enrolment: a new secret as an otpauth link, text and SVG QR code',
        response: { 200: twoFactorEnrolmentSchema, 400: validationErrorResponseSchema, ...signedOut },
      },
      handler: async (request) => enrolment.start(signedInStaffOf(request, { forEnrolment: true })),
    });

    app.post('/Admin/TwoFactor/Enrolment/Confirm', {
      schema: {
        tags,
        summary: 'Confirm enrolment with a code from the app; answers ten single-use recovery codes, shown once',
        body: confirmTwoFactorRequestSchema,
        response: { 200: recoveryCodesSchema, 400: validationErrorResponseSchema, ...signedOut, ...enrolFirst },
      },
      handler: async (request) => enrolment.confirm(signedInStaffOf(request, { forEnrolment: true }), request.body),
    });
  };
}
