import { z } from 'zod';
import { emailRequiredMessage, isValidEmail, isValidPhone, phoneRequiredMessage } from '../../../domain/booker';
import { newPasswordProblem, passwordConfirmationProblem, passwordRequiredMessage } from '../../../domain/password';
import { accountFormMessages } from '../../../domain/account-messages';
import { ApiError, describeError, genericErrorMessage } from '../../api';

// The account forms' rules, in the documented words (docs/product.md, rules); their messages are the domain's.
// The same predicates the server uses, so the server never refuses what a form accepted.

const requiredText = (message: string) =>
  z.string().trim().min(1, { error: message }).max(100, { error: 'This can be at most 100 characters.' });
const email = z.string().trim().refine(isValidEmail, { error: emailRequiredMessage });
/** An optional phone number: empty, or with its international dialling code. */
const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidPhone(value), { error: phoneRequiredMessage });
const loginPassword = z.string().min(1, { error: passwordRequiredMessage });

/** Checks a new password and its confirmation (the domain's rule and messages). */
function newPasswordCheck<Field extends string>(passwordField: Field) {
  return (values: Record<Field | 'confirmPassword', string>, context: z.RefinementCtx) => {
    const password = values[passwordField];
    const problem = newPasswordProblem(password);
    if (problem) context.addIssue({ code: 'custom', path: [passwordField], message: problem });
    const mismatch = passwordConfirmationProblem(password, values.confirmPassword);
    if (mismatch) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: mismatch });
  };
}

export const loginFormSchema = z.object({ email, password: loginPassword });
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    firstName: requiredText(accountFormMessages.firstName),
    lastName: requiredText(accountFormMessages.lastName),
    email,
    mobileNumber: optionalPhone,
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine(newPasswordCheck('password'));
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(newPasswordCheck('password'));
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export const accountDetailsFormSchema = z.object({
  firstName: requiredText(accountFormMessages.firstName),
  lastName: requiredText(accountFormMessages.lastName),
  telephone: optionalPhone,
});
export type AccountDetailsFormValues = z.input<typeof accountDetailsFormSchema>;

export const changePasswordFormSchema = z
  .object({ currentPassword: loginPassword, newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(newPasswordCheck('newPassword'));
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/**
 * The text for a failed call: the server's joined ModelState or Message (docs/product.md, errors), the
 * offline line when there was no answer, else the page's own failure message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message === genericErrorMessage) return fallback;
  return describeError(error, fallback);
}

/** ModelState entries of a 400 mapped onto form fields (server name -> form field). */
export function fieldProblems<Field extends string>(
  error: unknown,
  fieldOf: Record<string, Field>,
): Array<[Field, string]> {
  if (!(error instanceof ApiError) || !error.modelState) return [];
  const problems: Array<[Field, string]> = [];
  for (const [serverField, messages] of Object.entries(error.modelState)) {
    const field = fieldOf[serverField];
    const message = messages.filter((m) => m.trim() !== '').join(' ');
    if (field && message) problems.push([field, message]);
  }
  return problems;
}
