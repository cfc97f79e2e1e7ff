import { z } from 'zod';

// Shapes every /api call shares: the error bodies of docs/architecture.md (the HTTP contract).

export const errorResponseSchema = z.object({ Message: z.string() });
export const validationErrorResponseSchema = z.object({
  Message: z.string(),
  ModelState: z.record(z.string(), z.array(z.string())),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;

/** A calendar date, never an instant. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-05-01');

/** Property id in a path or query: the numeric id or the property code. */
export const propertyRefSchema = z.string().min(1).max(64);

export const languageCodeSchema = z.string().min(2).max(10).default('en');
