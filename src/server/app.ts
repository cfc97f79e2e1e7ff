import Fastify, {
  type FastifyPluginAsync,
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
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountRoutes } from './accounts/routes';
import { createGuestAccounts } from './accounts/service';
import { registerSignedInGuest } from './accounts/signed-in-guest';
import { availabilityRoutes } from './availability/routes';
import { createAvailabilityServices } from './availability/service';
import { createGroupSearch } from './availability/group-search';
import { groupSearchRoutes } from './availability/group-search-routes';
import { registerClientApp } from './client-app/routes';
import { clientLogRoutes } from './client-log/routes';
import type { Config } from './config';
import { createExchangeRateService } from './currency/exchange-rates';
import { createExchangeRateRepository } from './currency/repository';
import { currencyRoutes } from './currency/routes';
import { packageRoot, type Database } from './db/client';
import { isDatabaseUnreachable, unreachableReason } from './db/connection-errors';
import { AppError, joinModelState, statusOfErrorCode, type ModelState } from './errors';
import { registerApiDocs } from './platform/api-docs';
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
import { propertyRoutes } from './properties/routes';
import { createPropertyService, type PropertyService } from './properties/service';
import { createAriRepository, type AriRepository } from './availability/ari-repository';
import { createCompanyRepository } from './companies/repository';
import { companyRoutes } from './companies/routes';
import { createCompanyDirectory } from './companies/service';
import { createMailOutbox, type MailOutbox } from './mail/outbox';
import { createMailTransport } from './mail/transport';
import { paymentRoutes } from './payments/routes';
import { createPaystackProvider } from './payments/paystack';
import { createSandboxCardGateway } from './payments/sandbox-card-gateway';
import { createSandboxProvider } from './payments/sandbox-provider';
import { resolveSecretKey } from './platform/secret-key';
import { manageBookingRoutes } from './reservations/manage/routes';
import { reservationRoutes } from './reservations/routes';
import { restaurantRoutes } from './restaurant/routes';
import { createRestaurantServices } from './restaurant/service';
import { createReservationServices } from './reservations/service';
import { createPreCheckInFeature } from './precheckin/feature';
import { createServiceRepository } from './services/repository';
import { serviceRoutes } from './services/routes';
import { createServiceCatalogue } from './services/service';
import { createStaticDataRepository } from './static-data/repository';
import { staticDataRoutes } from './static-data/routes';
import { createStaticDataService } from './static-data/service';

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

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

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
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    // Trust exactly TRUST_PROXY hops of X-Forwarded-For (proxy-addr counts hops from 0).
    trustProxy: deps.config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < deps.config.TRUST_PROXY : false,
    bodyLimit: 256 * 1024,
    // The router's own refusals (a malformed %-escape, an over-long path segment) in the spec's shapes.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ Message: 'The address is not valid.', ModelState: {} });
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ Message: 'The address is too long.' });
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
        const field = fieldName(issue.instancePath, (issue.params as { issue?: { path?: PropertyKey[] } })?.issue?.path);
        (modelState[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send({ Message: joinModelState(modelState), ModelState: modelState });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // Services say what went wrong; the status is this handler's to choose.
      if (error.code === 'invalid') {
        return reply.status(statusOfErrorCode.invalid).send({ Message: error.message, ModelState: error.modelState ?? {} });
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
    return reply.status(status >= 500 ? status : 500).send({ Message: 'Something went wrong on our side. Please try again.' });
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
  return typeof l === 'object' && l !== null && typeof (l as FastifyBaseLogger).child === 'function' && typeof (l as FastifyBaseLogger).info === 'function';
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

  await app.register(healthRoutes(database), { prefix: '/api' });
  await app.register(propertyRoutes(shared.propertyService), { prefix: '/api' });
  await app.register(availabilityRoutes(createAvailabilityServices({ db, properties: propertyRepository, propertyService: shared.propertyService, ari: shared.ari, now: deps.now })), { prefix: '/api' });
  await app.register(groupSearchRoutes(createGroupSearch({ db, properties: propertyRepository, propertyService: shared.propertyService, ari: shared.ari, now: deps.now })), { prefix: '/api' });
  await app.register(staticDataRoutes(createStaticDataService(createStaticDataRepository(db)), { adminToken: config.ADMIN_TOKEN }), { prefix: '/api' });
  await app.register(currencyRoutes(createExchangeRateService(createExchangeRateRepository(db))), { prefix: '/api' });
  await app.register(clientLogRoutes(), { prefix: '/api' });
  await registerBooking(app, deps, shared, rateLimits);

  // Last: the app's assets and pages, and the not-found answer for everything else.
  await registerClientApp(app, { clientDir: deps.clientDir, defaultProperty: config.DEFAULT_PROPERTY, https, analyticsTags });
}

/** What app.ts builds once and hands to the features that need it. */
interface SharedParts {
  properties: PropertyRepository;
  propertyService: PropertyService;
  ari: AriRepository;
  mailOutbox: MailOutbox;
}

/** A feature as the app runs it: its routes (under /api), and its jobs to start and stop. */
interface Feature {
  routes: FastifyPluginAsync;
  start?: () => void;
  close?: () => Promise<void>;
}

// Services, companies, reservations and payments. Reservations read ARI through the
// availability feature's repository and send mail through the outbox; both are handed in here.
async function registerBooking(app: App, deps: AppDeps, shared: SharedParts, rateLimits: RateLimitStore) {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  const { properties, propertyService, mailOutbox } = shared;
  const secretKey = await resolveSecretKey(database, config.SECRET_KEY);
  const guestAccounts = createGuestAccounts({
    db: database.db,
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
  // Before the routes that read `request.guest`.
  registerSignedInGuest(app, guestAccounts.signedInGuest);
  await app.register(accountRoutes(guestAccounts), { prefix: '/api' });
  const reservations = createReservationServices({
    db: database.db,
    properties,
    ari: shared.ari,
    cardGateway: createSandboxCardGateway(),
    guestAccounts,
    paymentProvider: config.PAYSTACK_SECRET_KEY
      ? createPaystackProvider({ baseUrl: config.PAYSTACK_BASE_URL, secretKey: config.PAYSTACK_SECRET_KEY })
      : createSandboxProvider(),
    mailOutbox,
    rateLimits,
    secretKey,
    publicUrl: config.publicUrl,
    holdMinutes: config.PAYMENT_HOLD_MINUTES,
    mailFrom: config.MAIL_FROM,
    now,
    log: app.log,
  });
  await app.register(serviceRoutes(createServiceCatalogue({ properties, repository: createServiceRepository(database.db) })), { prefix: '/api' });
  await app.register(companyRoutes(createCompanyDirectory({ properties, repository: createCompanyRepository(database.db) })), { prefix: '/api' });
  await app.register(reservationRoutes(reservations, { adminToken: config.ADMIN_TOKEN }), { prefix: '/api' });
  await app.register(manageBookingRoutes(reservations.manage), { prefix: '/api' });
  await app.register(paymentRoutes({ paystackSecretKey: config.PAYSTACK_SECRET_KEY, handlers: reservations.providerPayments.paymentHandlers }), { prefix: '/api' });
  await app.register(restaurantRoutes(createRestaurantServices({ db: database.db, properties, propertyService, mailOutbox, publicUrl: config.publicUrl, mailFrom: config.MAIL_FROM, now, log: app.log })), { prefix: '/api' });
  const preCheckIn = createPreCheckInFeature({
    db: database.db,
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
  });
  await app.register(preCheckIn.routes, { prefix: '/api' });
  // Jobs start once every route is in and stop with the app, the outbox last: the others may
  // still queue mail as they stop.
  const jobs: Pick<Feature, 'start' | 'close'>[] = [guestAccounts, reservations, preCheckIn, mailOutbox];
  for (const job of jobs) job.start?.();
  app.addHook('onClose', async () => {
    for (const job of jobs) await job.close?.();
  });
}

async function openRateLimitStore(app: App, deps: AppDeps): Promise<RateLimitStore> {
  const database = createDatabaseRateLimitStore(deps.database.db, deps.now);
  const url = deps.config.REDIS_URL;
  if (!url) return database;
  return openRedisRateLimitStore({ url, keyPrefix: deps.config.REDIS_KEY_PREFIX, fallback: database, log: app.log });
}

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
