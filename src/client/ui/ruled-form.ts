import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps } from 'react-hook-form';

// The one way a form is made: react-hook-form, checked by a schema of the domain's rules and
// messages, so a form refuses exactly what the server would. The schema is any Standard Schema:
// a zod schema, or a domain rule's problems through `schemaOfProblems` (which needs no schema
// library, so the search on the first page a guest sees carries none). A schema may change
// between renders (rules that follow the chosen payment or restaurant): react-hook-form takes
// its resolver afresh on every render, so the check of the moment is always the one used.

/**
 * Field -> the message to show, for each problem the guest can fix (the domain's rule shape). A
 * field inside a list or group is named by its dotted path (`items.0.Guests.1.Email`).
 */
export type FieldProblems<Values extends FieldValues> = Partial<Record<Path<Values>, string | null | undefined>>;

type RuleSchema<Values extends FieldValues> = Parameters<typeof standardSchemaResolver<Values, unknown, Values>>[0];

type Issue = { message: string; path: [string] };

function issuesOf<Values extends FieldValues>(problems: FieldProblems<Values>): Issue[] {
  const issues: Issue[] = [];
  for (const [field, message] of Object.entries(problems)) {
    if (typeof message === 'string' && message !== '') issues.push({ message, path: [field] });
  }
  return issues;
}

/**
 * A schema whose issues are a domain rule's problems, each on its own field. The rule may answer
 * later, for rules that load when first needed (the search's).
 */
export function schemaOfProblems<Values extends FieldValues>(
  problemsOf: (values: Values) => FieldProblems<Values> | Promise<FieldProblems<Values>>,
): RuleSchema<Values> {
  const answer = (values: Values, problems: FieldProblems<Values>) => {
    const issues = issuesOf(problems);
    return issues.length > 0 ? { issues } : { value: values };
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'stayfront',
      validate(value) {
        const values = value as Values;
        const problems = problemsOf(values);
        return problems instanceof Promise ? problems.then((found) => answer(values, found)) : answer(values, problems);
      },
    },
  };
}

/**
 * `schema` may also be a function of the values being checked, for rules that follow one of
 * them (the party sizes of the restaurant the guest chose).
 */
export function useRuledForm<Values extends FieldValues>(
  schema: RuleSchema<Values> | ((values: Values) => RuleSchema<Values>),
  options: Omit<UseFormProps<Values>, 'resolver'> = {},
) {
  const resolver: Resolver<Values> = (values, context, resolverOptions) => {
    const rules = typeof schema === 'function' ? schema(values) : schema;
    return (standardSchemaResolver(rules) as Resolver<Values>)(values, context, resolverOptions);
  };
  return useForm<Values>({ mode: 'onTouched', ...options, resolver });
}
