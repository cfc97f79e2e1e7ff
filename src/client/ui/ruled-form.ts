import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import { z } from 'zod';

// The one way a form is made: react-hook-form, checked by a zod schema of the domain's rules
// and messages, so a form refuses exactly what the server would. A schema may change between
// renders (rules that follow the chosen payment or restaurant): react-hook-form takes its
// resolver afresh on every render, so the check of the moment is always the one used.

/** Field -> the message to show, for each problem the guest can fix (the domain's rule shape). */
export type FieldProblems<Values> = Partial<Record<Extract<keyof Values, string>, string | null | undefined>>;

/** A schema whose issues are a domain rule's problems, each on its own field. */
export function schemaOfProblems<Values extends FieldValues>(problemsOf: (values: Values) => FieldProblems<Values>) {
  return z.custom<Values>().superRefine((values, context) => {
    for (const [field, message] of Object.entries(problemsOf(values))) {
      if (typeof message === 'string' && message !== '') context.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

type RuleSchema<Values> = z.ZodType<unknown, Values>;

/**
 * `schema` may also be a function of the values being checked, for rules that follow one of
 * them (the party sizes of the restaurant the guest chose).
 */
export function useRuledForm<Values extends FieldValues>(schema: RuleSchema<Values> | ((values: Values) => RuleSchema<Values>), options: Omit<UseFormProps<Values>, 'resolver'> = {}) {
  const resolver: Resolver<Values> = (values, context, resolverOptions) => {
    const rules = typeof schema === 'function' ? schema(values) : schema;
    return (zodResolver(rules) as Resolver<Values>)(values, context, resolverOptions);
  };
  return useForm<Values>({ mode: 'onTouched', ...options, resolver });
}
