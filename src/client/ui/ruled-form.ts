import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
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

export function useRuledForm<Values extends FieldValues>(schema: z.ZodType<unknown, Values>, options: Omit<UseFormProps<Values>, 'resolver'> = {}) {
  return useForm<Values>({ mode: 'onTouched', ...options, resolver: zodResolver(schema) as UseFormProps<Values>['resolver'] });
}
