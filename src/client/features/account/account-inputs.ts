import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { phoneHint } from '../../../domain/booker';
import type { AccountFieldProps } from './account-field';

// What the account forms give AccountField: the inputs several of them ask for, and a field of
// the form with its error.

/** The inputs several account forms ask for, as AccountField takes them. */
export const accountInputs = {
  email: { label: 'Email address', type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false },
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  /** The label is the form's ("Mobile number", "Telephone"). */
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', optional: true, wide: true, hint: phoneHint },
  /** The label is the form's ("Password", "Current password"). */
  currentPassword: { type: 'password', autoComplete: 'current-password' },
} as const satisfies Record<string, Partial<AccountFieldProps>>;

/**
 * A field of the form as AccountField takes it: its registration and its error. Only the errors
 * are read, so the form renders again as they change and not on every keystroke's dirty or
 * touched state.
 */
export function formFieldOf<Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return { registration: form.register(name), error: error?.message };
}
