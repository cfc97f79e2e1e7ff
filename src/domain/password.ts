// New passwords (docs/product.md, rules): ten characters or more with at least one character
// that is not a letter or a digit, and confirmed. Login only asks for a non-empty password.

export const passwordRequiredMessage = 'Password is required';
export const passwordHint = 'Use ten characters or more, with at least one character that is not a letter or a number.';
export const passwordTooWeakMessage =
  'Your password must be at least ten characters long and contain at least one character that is not a letter or a number.';
export const passwordsDoNotMatchMessage = 'The passwords do not match.';
export const minimumPasswordLength = 10;

/** Null when the new password is acceptable, else the message to show. */
export function newPasswordProblem(password: string | null | undefined): string | null {
  const value = password ?? '';
  if (value.length === 0) return passwordRequiredMessage;
  // Count characters, not UTF-16 units: an emoji is one character to the guest.
  if ([...value].length < minimumPasswordLength || !/[^\p{L}\p{N}]/u.test(value)) return passwordTooWeakMessage;
  return null;
}

/** Null when the confirmation matches, else the message. */
export function passwordConfirmationProblem(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): string | null {
  return (password ?? '') === (confirmation ?? '') ? null : passwordsDoNotMatchMessage;
}
