import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { registerApiDocs } from './platform/api-docs';
import { frameworkErrors, registerErrorHandler } from './platform/error-handler';
import type { App } from './platform/fastify-app';
import { redactingLogger } from './platform/log-redaction';
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
import { createReservationsFeature } from './reservations/feature';
import { createRestaurantFeature } from './restaurant/feature';
import { createPreCheckInFeature } from './precheckin/feature';
import { createServicesFeature } from './services/feature';
import type { Feature } from './shared/feature';
import { createStaffFeature } from './staff/feature';
import { createStaticDataFeature } from './static-data/feature';
import { webhookDocs } from './webhooks/openapi';
import { createWebhooksFeature } from './webhooks/feature';

export type { App } from './platform/fastify-app';
export { databaseUnavailableMessage } from './platform/error-handler';

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

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    ...redactingLogger(deps.logger, deps.config.LOG_LEVEL),
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64
        ? req.headers['x-request-id']
        : randomUUID(),
    // Trust exactly TRUST_PROXY hops of X-Forwarded-For (proxy-addr counts hops from 0).
    trustProxy: deps.config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < deps.config.TRUST_PROXY : false,
    bodyLimit: 256 * 1024,
    // The router's own refusals in the API's error shapes.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every error a request ends in, in the API's error shapes (platform/error-handler.ts).
  registerErrorHandler(app as unknown as App);

  refuseUnstorableText(app as unknown as App);

  // Features register their routes here (each a plugin under /api), then static serving.
  await registerFeatures(app as unknown as App, deps);

  return app as unknown as App;
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
  await registerApiDocs(app, { https, version: packageVersion(), webhooks: webhookDocs() });
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
  const reservations = createReservationsFeature({
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
    adminToken: config.ADMIN_TOKEN,
  });
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
      describeBooking: reservations.services.confirmation.describeBooking,
      changes: reservations.staffBookingChanges,
      now,
      log: app.log,
    }),
    createBookingRevisionsFeature({ db, mailOutbox, config, now, log: app.log }),
    createServicesFeature({ db, properties }),
    createCompaniesFeature({ db, properties }),
    reservations,
    createPaymentsFeature({
      paystackSecretKey: config.PAYSTACK_SECRET_KEY,
      handlers: reservations.services.providerPayments.paymentHandlers,
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
