import * as z from 'zod/mini';

// The pieces every route's search params are made of (TanStack Router's validateSearch takes
// the zod schema itself). A link is typed by people and old emails: a malformed or unknown
// value falls back to absent (`catch`) instead of failing the page, and absent keys are left
// out so URLs stay clean. Route schemas load with the first page, so they use zod's tree-shaken
// `zod/mini` form, not the whole library.

/** Non-empty text of at most `max` characters, trimmed; a number in the URL counts as its digits. */
export function searchText(max: number, { measureTrimmed = false } = {}) {
  const text = measureTrimmed
    ? z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
    : z.string().check(z.maxLength(max), z.trim(), z.minLength(1));
  const digitsAsText = z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value) as string);
  return z.catch(z.optional(z.pipe(digitsAsText, text)), undefined);
}

/** A whole number above zero (an id); anything else is absent. */
export const searchId = z.catch(
  z.optional(z.coerce.number().check(z.refine(Number.isInteger), z.positive())),
  undefined,
);

/** Text that is kept when the rule says yes; anything else is absent. */
export function searchTextWhere(
  max: number,
  rule: (text: string) => boolean,
  options: { measureTrimmed?: boolean } = {},
) {
  return z.catch(z.pipe(searchText(max, options), z.optional(z.string().check(z.refine(rule)))), undefined);
}

/** One of `values`; anything else is absent. */
export function searchChoice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/** The object of `shape`, with the keys whose value fell back to absent left out. */
export function searchParamsSchema<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  type Params = z.output<z.ZodMiniObject<Shape>>;
  return z.pipe(
    z.catch(z.object(shape), {} as Params),
    z.transform(
      (params: Params) =>
        Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Params,
    ),
  );
}

export type SearchParamsOf<Schema extends z.ZodMiniType> = z.output<Schema>;
