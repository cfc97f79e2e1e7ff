import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createAccountsFeature } from './accounts/feature';
import { createAdminAriFeature } from './admin-ari/feature';
import { createAdminBookingsFeature } from './admin-bookings/feature';
import { createAdminSettingsFeature } from './admin-settings/feature';
import { createAvailabilityFeature } from './availability/feature';
import { createAvailabilityServices } from './availability/service';
import { createBookingRevisionsFeature } from './booking-revisions/feature';
import { registerClientApp } from './client-app/routes';
import { createClientLogFeature } from './client-log/feature';
import type { Config } from './config';
import { createCurrencyFeature } from './currency/feature';
import type { Database } from './db/client';
import { isDatabaseUnreachable, unreachableReason } from './db/connection-errors';
import { AppError, joinModelState, statusOfErrorCode, type ModelState } from './errors';
import { registerApiDocs } from './platform/api-docs';
import { packageVersion } from './platform/package-version';
import { createDatabaseRateLimitStore, type RateLimitStore } from './platform/rate-limit-store';
import { openRedisRateLimitStore } from './platform/redis-rate-limit-store';
import { registerRouteRateLimits } from './platform/route-rate-limits';
import { registerResponseCompression } from './platform/response-compression';
import { registerRevalidation } from './platform/revalidation';
import { healthRoutes } from './platform/health';
import { registerSecurityHeaders } from './platform/security-headers';
import { refuseUnstorableText } from './platform/storable-text';
import { createAnalyticsTagLookup } from './properties/analytics-tags';
import { createPropertyRepository, type PropertyRepository } from './properties/repository';
import { createPropertiesFeature } from './properties/feature';
import { createPropertyService, type PropertyService } from './properties/service';
import { createAriRepository, type AriRepository } from './availability/ari-repository';
import { createCompaniesFeature } from './companies/feature';
import { createMailOutbox, type MailOutbox } from './mail/outbox';
import { createMailTransport } from './mail/transport';
import { createPaymentsFeature } from './payments/feature';
import { createPaystackProvider } from './payments/paystack';
import { createSandboxCardGateway } from './payments/sandbox-card-gateway';
import { createSandboxProvider } from './payments/sandbox-provider';
import { resolveSecretKey } from './platform/secret-key';
import { manageBookingRoutes } from './reservations/manage/routes';
import { reservationRoutes } from './reservations/routes';
import { createRestaurantFeature } from './restaurant/feature';
import { createReservationServices } from './reservations/service';
import { createStaffBookingChanges } from './reservations/staff/service';
import { createPreCheckInFeature } from './precheckin/feature';
import { createServicesFeature } from './services/feature';
import type { Feature } from './shared/feature';
import { createStaffFeature } from './staff/feature';
import { createStaticDataFeature } from './static-data/feature';
import { createWebhooksFeature } from './webhooks/feature';

export interface AppDeps {
  config: Config;
  database: Database;
  /** pino options or an existing logger; tests pass `false` */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** the clock; tests move it */
  now?: () => Date;
  /** folder of the built client (dist/client); omitted when not serving the app */
  clientDir?: string;
}

export const databaseUnavailableMessage = 'Our booking system is briefly unavailable. Please try again in a moment.';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

// Card data is redacted from every log line, from the very first request.
export const logRedactPaths = [
  'req.body.CardDetails.CardNumber',
  'req.body.CardDetails.SecurityCode',
  '*.CardNumber',
  '*.SecurityCode',
  '*.cvvNumber',
  '*.creditCardNumber',
  'req.headers.cookie',
  'req.headers.authorization',
  'Password',
  '*.Password',
  '*.ConfirmPassword',
  '*.CurrentPassword',
  '*.NewPassword',
  'body.CardDetails.CardNumber',
  'body.CardDetails.SecurityCode',
];

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    ...loggerOptions(deps),
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64
        ? req.headers['x-request-id']
        : randomUUID(),
    // Trust exactly TRUST_PROXY hops of X-Forwarded-For (proxy-addr counts hops from 0).
    trustProxy: deps.config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < deps.config.TRUST_PROXY : false,
    bodyLimit: 256 * 1024,
    // The router's own refusals (a malformed %-escape, an over-long path segment) in the API's error shapes.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_BAD_URL')
        return reply.status(400).send({ Message: 'The address is not valid.', ModelState: {} });
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
        return reply.status(414).send({ Message: 'The address is too long.' });
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ Message: 'Something went wrong on our side. Please try again.' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const modelState: ModelState = {};
      for (const issue of error.validation) {
        const field = fieldName(
          issue.instancePath,
          (issue.params as { issue?: { path?: PropertyKey[] } })?.issue?.path,
        );
        (modelState[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send({ Message: joinModelState(modelState), ModelState: modelState });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // Services say what went wrong; the status is this handler's to choose.
      if (error.code === 'invalid') {
        return reply
          .status(statusOfErrorCode.invalid)
          .send({ Message: error.message, ModelState: error.modelState ?? {} });
      }
      return reply.status(statusOfErrorCode[error.code]).send({ Message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ Message: 'Something went wrong on our side. Please try again.' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send({ Message: 'Too many requests, please try again later.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Requests must be sent as JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large.'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
              ? 'The request body is not valid JSON.'
              : error.message;
      if (status === 400) return reply.status(400).send({ Message: message, ModelState: {} });
      return reply.status(status).send({ Message: message });
    }
    if (isDatabaseUnreachable(error)) {
      // The database went away mid-request (its transaction was rolled back) or cannot be
      // reached: a plain 503 the client may retry, the detail only in the log.
      request.log.warn({ err: error, reason: unreachableReason(error) }, 'request failed: the database is unreachable');
      return reply.status(503).header('retry-after', '2').send({ Message: databaseUnavailableMessage });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 ? status : 500)
      .send({ Message: 'Something went wrong on our side. Please try again.' });
  });

  refuseUnstorableText(app as unknown as App);

  // Features register their routes here (each a plugin under /api), then static serving.
  await registerFeatures(app as unknown as App, deps);

  return app as unknown as App;
}

// Redaction holds whatever logger the caller brings: pino options get the paths added, an
// existing logger is wrapped in a child that redacts.
function loggerOptions(deps: AppDeps): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  const redact = { paths: logRedactPaths, censor: '[redacted]' };
  const logger = deps.logger;
  if (logger === undefined) return { logger: { level: deps.config.LOG_LEVEL, redact } };
  if (isLoggerInstance(logger)) return { loggerInstance: logger.child({}, { redact }) };
  if (typeof logger === 'object' && logger !== null) return { logger: { ...logger, redact } };
  return { logger };
}

function isLoggerInstance(l: unknown): l is FastifyBaseLogger {
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof (l as FastifyBaseLogger).child === 'function' &&
    typeof (l as FastifyBaseLogger).info === 'function'
  );
}

/** "/Rooms/0/NumberOfAdults" -> "Rooms[0].NumberOfAdults"; the request part (body, querystring) is not a field. */
function fieldName(instancePath: string, path?: PropertyKey[]): string {
  const parts = path && path.length > 0 ? path.map(String) : instancePath.split('/').filter(Boolean);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out || 'Request';
}

async function registerFeatures(app: App, deps: AppDeps) {
  const { config, database } = deps;
  const https = config.publicUrl.startsWith('https:');
  const db = database.db;
  // Built once and shared: one property cache, one ARI reader, one mail outbox for every feature.
  const propertyRepository = createPropertyRepository(db);
  const shared: SharedParts = {
    properties: propertyRepository,
    propertyService: createPropertyService(propertyRepository),
    ari: createAriRepository(db),
    mailOutbox: createMailOutbox({
      db,
      transport: createMailTransport({ smtpUrl: config.SMTP_URL, outboxDir: join(config.DATA_DIR, 'outbox') }),
      now: deps.now ?? (() => new Date()),
      log: app.log,
    }),
  };
  const analyticsTags = createAnalyticsTagLookup(propertyRepository, deps.now);

  await app.register(cookie);
  // Revalidation tags the JSON itself, so it goes first; compression then encodes it.
  registerRevalidation(app);
  await registerResponseCompression(app);
  // Every limit, per route (`config: { rateLimit: { max, timeWindow } }`) or on the account
  // calls, counts in one store all app servers share: Redis with REDIS_URL, else the database.
  const rateLimits = await openRateLimitStore(app, deps);
  app.addHook('onClose', () => rateLimits.close());
  await registerRouteRateLimits(app, rateLimits);
  await registerSecurityHeaders(app, { https });
  // Before any route, so every /api route is in the document.
  await registerApiDocs(app, { https, version: packageVersion() });
  // State-changing calls accept JSON only: with text/plain gone, JSON is the one body parser
  // left, and any other body gets 415 (this also shuts the door on form-post CSRF).
  app.removeContentTypeParser('text/plain');

  const booking = await createBookingFeatures(app, deps, shared, rateLimits);
  // The room search serves its API and Rooms and Rates' first paint alike.
  const availability = createAvailabilityServices({
    db,
    properties: propertyRepository,
    propertyService: shared.propertyService,
    ari: shared.ari,
    now: deps.now,
  });
  const features: Feature[] = [
    { routes: healthRoutes(database) },
    createPropertiesFeature({ propertyService: shared.propertyService }),
    createAvailabilityFeature({
      db,
      properties: propertyRepository,
      propertyService: shared.propertyService,
      ari: shared.ari,
      now: deps.now,
      services: availability,
    }),
    createStaticDataFeature({ db, adminToken: config.ADMIN_TOKEN }),
    createCurrencyFeature({ db }),
    createClientLogFeature(),
    ...booking.features,
  ];
  for (const feature of features) {
    feature.extendApp?.(app);
    await app.register(feature.routes, { prefix: '/api' });
  }
  // Jobs start once every route is in and stop with the app, the outbox last: the others may
  // still queue mail as they stop.
  const jobs: Pick<Feature, 'start' | 'close'>[] = [...features, shared.mailOutbox];
  for (const job of jobs) job.start?.();
  app.addHook('onClose', async () => {
    for (const job of jobs) await job.close?.();
  });

  // Last: the app's assets and pages, and the not-found answer for everything else.
  await registerClientApp(app, {
    clientDir: deps.clientDir,
    defaultProperty: config.DEFAULT_PROPERTY,
    https,
    analyticsTags,
    properties: shared.propertyService,
    searchAvailability: (request) => availability.search.searchAvailability(request),
  });
}

/** What app.ts builds once and hands to the features that need it. */
interface SharedParts {
  properties: PropertyRepository;
  propertyService: PropertyService;
  ari: AriRepository;
  mailOutbox: MailOutbox;
}

// Accounts, services, companies, reservations, payments, restaurant and pre-check-in: the
// features that share the secret key and the signed-in guest. Reservations read ARI through the
// availability feature's repository and send mail through the outbox; both are handed in here.
async function createBookingFeatures(app: App, deps: AppDeps, shared: SharedParts, rateLimits: RateLimitStore) {
  const { config, database } = deps;
  const db = database.db;
  const now = deps.now ?? (() => new Date());
  const { properties, propertyService, mailOutbox } = shared;
  const secretKey = await resolveSecretKey(database, config.SECRET_KEY);
  const accounts = createAccountsFeature({
    db,
    properties,
    propertyService,
    mailOutbox,
    secretKey,
    publicUrl: config.publicUrl,
    mailFrom: config.MAIL_FROM,
    sessionIdleDays: config.SESSION_IDLE_DAYS,
    sessionMaxDays: config.SESSION_MAX_DAYS,
    rateLimits,
    now,
    log: app.log,
  });
  const guestAccounts = accounts.guestAccounts;
  // One gateway and one provider for the guests' payments and the hotel's refunds.
  const cardGateway = createSandboxCardGateway();
  const paymentProvider = config.PAYSTACK_SECRET_KEY
    ? createPaystackProvider({ baseUrl: config.PAYSTACK_BASE_URL, secretKey: config.PAYSTACK_SECRET_KEY })
    : createSandboxProvider();
  const reservations = createReservationServices({
    db,
    properties,
    ari: shared.ari,
    cardGateway,
    guestAccounts,
    paymentProvider,
    mailOutbox,
    rateLimits,
    secretKey,
    publicUrl: config.publicUrl,
    holdMinutes: config.PAYMENT_HOLD_MINUTES,
    mailFrom: config.MAIL_FROM,
    now,
    log: app.log,
  });
  // The reservations folder has no feature.ts yet: its shape is made here, from its services.
  const reservationsFeature: Feature = {
    routes: async (api) => {
      await api.register(reservationRoutes(reservations, { adminToken: config.ADMIN_TOKEN }));
      await api.register(manageBookingRoutes(reservations.manage));
    },
    start: () => reservations.start(),
    close: () => reservations.close(),
  };
  const features: Feature[] = [
    // First: it finds the signed-in staff member every /api/Admin route after it checks.
    createStaffFeature({
      db,
      rateLimits,
      mailOutbox,
      secretKey,
      publicUrl: config.publicUrl,
      mailFrom: config.MAIL_FROM,
      sessionIdleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
      sessionMaxHours: config.STAFF_SESSION_MAX_HOURS,
      now,
      log: app.log,
    }),
    createAdminAriFeature({ db, propertyService, now }),
    createAdminSettingsFeature({ db, propertyService, now }),
    accounts,
    createAdminBookingsFeature({
      db,
      properties,
      describeBooking: reservations.confirmation.describeBooking,
      changes: {
        ...createStaffBookingChanges({
          db,
          cardGateway,
          paymentProvider,
          mailOutbox,
          now,
          log: app.log,
          chargeDue: () => reservations.payments.job.kick(),
        }),
        ...reservations.payments.staff,
      },
      now,
      log: app.log,
    }),
    createBookingRevisionsFeature({ db, mailOutbox, config, now, log: app.log }),
    createServicesFeature({ db, properties }),
    createCompaniesFeature({ db, properties }),
    reservationsFeature,
    createPaymentsFeature({
      paystackSecretKey: config.PAYSTACK_SECRET_KEY,
      handlers: reservations.providerPayments.paymentHandlers,
    }),
    createRestaurantFeature({
      db,
      properties,
      propertyService,
      mailOutbox,
      publicUrl: config.publicUrl,
      mailFrom: config.MAIL_FROM,
      now,
      log: app.log,
    }),
    createPreCheckInFeature({
      db,
      properties,
      secretKey,
      // A new card at pre-check-in is only tokenised (kept on file), never charged.
      cardGateway: createSandboxCardGateway(),
      mailOutbox,
      guestAccounts,
      publicUrl: config.publicUrl,
      mailFrom: config.MAIL_FROM,
      now,
      log: app.log,
    }),
    createWebhooksFeature({ db, config, secretKey, mailOutbox, now, log: app.log }),
  ];
  return { guestAccounts, features };
}

async function openRateLimitStore(app: App, deps: AppDeps): Promise<RateLimitStore> {
  const database = createDatabaseRateLimitStore(deps.database.db, deps.now);
  const url = deps.config.REDIS_URL;
  if (!url) return database;
  return openRedisRateLimitStore({ url, keyPrefix: deps.config.REDIS_KEY_PREFIX, fallback: database, log: app.log });
}
