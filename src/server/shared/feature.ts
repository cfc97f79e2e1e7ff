import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A feature as app.ts runs it: its routes (registered under /api), and its background jobs to
 * start once every route is in and to stop with the app. Every feature's feature.ts makes one.
 */
export interface Feature {
  routes: FastifyPluginAsyncZod;
  /** What the feature adds to the whole app, outside its routes, before them (a request hook). */
  extendApp?: (app: FastifyInstance) => void;
  start?: () => void;
  close?: () => Promise<void>;
}
