import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OpenAPIV3_1 } from 'openapi-types';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from './fastify-app';
import { apiDocsContentSecurityPolicy, useContentSecurityPolicy } from './security-headers';

// The OpenAPI document, generated from the contract's zod schemas of every /api route, and
// Swagger UI to read it: /api/docs (UI), /api/docs/json (document).

export const apiDocsPrefix = '/api/docs';

const contractTransform = createJsonSchemaTransform({ skipList: [] });

export interface ApiDocsOptions {
  https: boolean;
  version: string;
  /** What the API sends to the hotel's systems (OpenAPI 3.1 webhooks), from the webhooks feature. */
  webhooks: OpenAPIV3_1.Document['webhooks'];
}

export async function registerApiDocs(app: App, options: ApiDocsOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stayfront API',
        description:
          'The booking engine API. Field names are PascalCase. Errors: 400 { Message, ModelState: { Field: [messages] } }; other statuses { Message }.',
        version: options.version,
      },
      // What the API sends to the hotel's systems (OpenAPI 3.1 webhooks).
      webhooks: options.webhooks,
    },
    // Only the API is documented: not the app's pages, its assets or these docs.
    transform: (route) =>
      route.url.startsWith('/api/') && !route.url.startsWith(apiDocsPrefix)
        ? contractTransform(route)
        : { schema: { hide: true }, url: route.url },
  });

  await app.register(swaggerUi, {
    routePrefix: apiDocsPrefix,
    uiConfig: { validatorUrl: null, deepLinking: true },
    uiHooks: {
      onRequest: async (_request, reply) => {
        useContentSecurityPolicy(reply, apiDocsContentSecurityPolicy(options));
      },
    },
  });
}
