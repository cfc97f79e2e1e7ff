import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
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

/** A field of the form as AccountField takes it: its registration and its error. */
export function formFieldOf<Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>) {
  return { registration: form.register(name), error: form.getFieldState(name, form.formState).error?.message };
}
