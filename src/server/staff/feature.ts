import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { MailOutbox } from '../mail/outbox';
import type { RateLimitStore } from '../platform/rate-limit-store';
import type { Feature } from '../shared/feature';
import { createApiKeyCallers } from './api-key-callers';
import { createApiKeyManagement } from './api-key-management';
import { createApiKeyRepository } from './api-key-repository';
import { apiKeyRoutes } from './api-key-routes';
import { createTwoFactorEnrolment } from './enrolment';
import { createStaffRepository } from './repository';
import { createSetPassword } from './set-password';
import { createStaffSignIn } from './sign-in';
import { staffSignInRoutes } from './sign-in-routes';
import { createStaffManagement } from './staff-management';
import { staffRoutes } from './staff-routes';
import { createStaffSessions } from './staff-sessions';

// The staff feature as app.ts wires it: who is signed in to the console on every /api/Admin
// request (`request.staff`), or which API key calls (`request.apiKey`), both read by access.ts's
// guard; 401 before anything else for a call with neither; and the staff calls themselves,
// owners' API keys among them. It must come before every other feature with /api/Admin routes.

export interface StaffFeatureDeps {
  db: Db;
  rateLimits: RateLimitStore;
  mailOutbox: MailOutbox;
  secretKey: string;
  publicUrl: string;
  mailFrom: string | undefined;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createStaffFeature(deps: StaffFeatureDeps): Feature {
  const repository = createStaffRepository(deps.db);
  const maxMs = deps.sessionMaxHours * 60 * 60 * 1000;
  const sessions = createStaffSessions({
    repository,
    idleMs: deps.sessionIdleMinutes * 60 * 1000,
    maxMs,
    now: deps.now,
  });
  const signIn = createStaffSignIn({
    repository,
    sessions,
    rateLimits: deps.rateLimits,
    secretKey: deps.secretKey,
    now: deps.now,
    log: deps.log,
  });
  const setPassword = createSetPassword({ repository, secretKey: deps.secretKey, now: deps.now });
  const enrolment = createTwoFactorEnrolment({ repository, secretKey: deps.secretKey, now: deps.now });
  const management = createStaffManagement({
    repository,
    setPassword,
    mailOutbox: deps.mailOutbox,
    secretKey: deps.secretKey,
    publicUrl: deps.publicUrl,
    mailFrom: deps.mailFrom,
    now: deps.now,
  });
  management.registerMail();
  const cookie = { secure: deps.publicUrl.startsWith('https:'), maxAgeSeconds: maxMs / 1000 };
  return {
    extendApp: (app) => {
      sessions.register(app);
      // After the session is found: the key, and the 401 for a call with neither.
      createApiKeyCallers({ db: deps.db, rateLimits: deps.rateLimits, now: deps.now }).register(app);
    },
    routes: async (api) => {
      await api.register(staffSignInRoutes({ signIn, setPassword, enrolment, cookie }));
      await api.register(staffRoutes({ management, db: deps.db }));
      await api.register(
        apiKeyRoutes(createApiKeyManagement({ repository: createApiKeyRepository(deps.db), now: deps.now })),
      );
    },
  };
}
