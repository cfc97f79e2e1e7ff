import { newPasswordProblem, passwordConfirmationProblem } from '../../domain/password';
import type { ModelState } from '../errors';

/** The problems of a new password and its confirmation, added to `into` under the request's field names. */
export function newPasswordProblems(
  passwordField: string,
  password: string,
  confirmation: string | null | undefined,
  into: ModelState = {},
): ModelState {
  const passwordProblem = newPasswordProblem(password);
  if (passwordProblem) into[passwordField] = [passwordProblem];
  // The app always sends the confirmation; a caller that leaves it out has nothing to mismatch.
  const confirmationProblem =
    confirmation === undefined || confirmation === null ? null : passwordConfirmationProblem(password, confirmation);
  if (confirmationProblem) into.ConfirmPassword = [confirmationProblem];
  return into;
}
