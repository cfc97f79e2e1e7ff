// The pieces every route's search params are made of (TanStack Router's validateSearch takes
// the schema's `parse`). A link is typed by people and old emails: a malformed or unknown
// value falls back to absent instead of failing the page, and absent keys are left out so URLs
// stay clean. Route schemas load with the first page, so they are a few small functions here
// rather than a validation library; forms and the server still validate with zod.

declare const inputType: unique symbol;

/** One param: its value when it is well formed, else undefined. `Input` is what links may pass. */
export interface SearchField<Output, Input = unknown> {
  (value: unknown): Output | undefined;
  /** Types only: what a link may give this param. */
  readonly [inputType]?: Input;
}

/** Non-empty text of at most `max` characters, trimmed; a number in the URL counts as its digits. */
export function searchText(max: number, { measureTrimmed = false } = {}): SearchField<string> {
  return (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string') return undefined;
    const trimmed = text.trim();
    const measured = measureTrimmed ? trimmed : text;
    return trimmed.length >= 1 && measured.length <= max ? trimmed : undefined;
  };
}

/** A whole number above zero (an id); anything else is absent. */
export const searchId: SearchField<number> = (value) => {
  if (value === undefined) return undefined;
  let id: number;
  try {
    id = Number(value);
  } catch {
    return undefined;
  }
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** Text that is kept when the rule says yes; anything else is absent. */
export function searchTextWhere(
  max: number,
  rule: (text: string) => boolean,
  options: { measureTrimmed?: boolean } = {},
): SearchField<string> {
  const text = searchText(max, options);
  return (value) => {
    const kept = text(value);
    return kept !== undefined && rule(kept) ? kept : undefined;
  };
}

/** One of `values`; anything else is absent. */
export function searchChoice<const Values extends readonly [string, ...string[]]>(
  values: Values,
): SearchField<Values[number], Values[number]> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as Values[number]) : undefined);
}

type AnyField = SearchField<unknown, unknown>;
type FieldOutput<Field> = Field extends SearchField<infer Output, unknown> ? Output : never;
type FieldInput<Field> = Field extends SearchField<unknown, infer Input> ? Input : never;

/** A route's search params, as TanStack Router's validator adapter: `parse` and its types. */
export interface SearchParamsSchema<Input, Output> {
  /** Types only, for the router's typed links. */
  readonly types: { input: Input; output: Output };
  parse(search: unknown): Output;
}

/** The object of `shape`, with the keys whose value fell back to absent left out. */
export function searchParamsSchema<Shape extends Record<string, AnyField>>(
  shape: Shape,
): SearchParamsSchema<{ [K in keyof Shape]?: FieldInput<Shape[K]> }, { [K in keyof Shape]?: FieldOutput<Shape[K]> }> {
  type Params = { [K in keyof Shape]?: FieldOutput<Shape[K]> };
  return {
    types: undefined as never,
    parse(search) {
      const params: Record<string, unknown> = {};
      if (typeof search !== 'object' || search === null || Array.isArray(search)) return params as Params;
      for (const [key, field] of Object.entries(shape)) {
        const value = field((search as Record<string, unknown>)[key]);
        if (value !== undefined) params[key] = value;
      }
      return params as Params;
    },
  };
}

export type SearchParamsOf<Schema extends SearchParamsSchema<unknown, unknown>> = Schema['types']['output'];
