import { z } from 'zod';
import { isValidEmail } from '../../../domain/booker';
import { newPasswordProblem, passwordConfirmationProblem, passwordRequiredMessage } from '../../../domain/password';
import { staffRoles } from '../../../domain/staff-roles';

// The console's forms, checked by the same rules as the server (the domain's password rule).

const emailField = z.string().trim().refine(isValidEmail, { error: 'Enter a valid email address.' });

export const signInFormSchema = z.object({
  Email: emailField,
  Password: z.string().min(1, { error: passwordRequiredMessage }),
});
export type SignInFormValues = z.input<typeof signInFormSchema>;

export const codeFormSchema = z.object({
  Code: z
    .string()
    .trim()
    .min(6, { error: 'Enter the 6-digit code from your authenticator app, or a recovery code.' })
    .max(32, { error: 'That code is too long.' }),
});
export type CodeFormValues = z.input<typeof codeFormSchema>;

export const enrolCodeFormSchema = z.object({
  Code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code your authenticator app shows.' }),
});

export const setPasswordFormSchema = z
  .object({ Password: z.string(), ConfirmPassword: z.string() })
  .superRefine((values, context) => {
    const problem = newPasswordProblem(values.Password);
    if (problem) context.addIssue({ code: 'custom', path: ['Password'], message: problem });
    const mismatch = passwordConfirmationProblem(values.Password, values.ConfirmPassword);
    if (mismatch) context.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: mismatch });
  });
export type SetPasswordFormValues = z.input<typeof setPasswordFormSchema>;

export const inviteFormSchema = z.object({
  Name: z.string().trim().min(1, { error: 'Enter their name.' }).max(120),
  Email: emailField,
  Role: z.enum(staffRoles),
});
export type InviteFormValues = z.input<typeof inviteFormSchema>;
