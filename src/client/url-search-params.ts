import { z } from 'zod';

// The pieces every route's search params are made of (TanStack Router's validateSearch takes
// the zod schema itself). A link is typed by people and old emails: a malformed or unknown
// value falls back to absent (`.catch`) instead of failing the page, and absent keys are left
// out so URLs stay clean.

/** Non-empty text of at most `max` characters, trimmed; a number in the URL counts as its digits. */
export function searchText(max: number, { measureTrimmed = false } = {}) {
  const text = measureTrimmed ? z.string().trim().min(1).max(max) : z.string().max(max).trim().min(1);
  return z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), text)
    .optional()
    .catch(undefined);
}

/** A whole number above zero (an id); anything else is absent. */
export const searchId = z.coerce.number().int().positive().optional().catch(undefined);

/** The object of `shape`, with the keys whose value fell back to absent left out. */
export function searchParamsSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object(shape)
    .catch({} as z.output<z.ZodObject<Shape>>)
    .transform((params) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as z.output<z.ZodObject<Shape>>);
}
