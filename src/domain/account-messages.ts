// What the account calls and forms say to the guest (docs/product.md, errors): one wording
// for the server's answers and the app's own messages.

export const accountMessages = {
  loginFailed: 'Failed to login, please check your email address and password',
  confirmEmailFirst: 'Please confirm your email address before logging in. We have sent you a new email with the link.',
  welcomeBack: (firstName: string) => `Welcome back, ${firstName}!`,
  registered: (email: string) =>
    `Thank you for registering. We have sent an email to ${email}: please follow the link in it to confirm your email address.`,
  passwordResetRequested: (email: string) =>
    `If ${email} belongs to an account, we have sent it an email with a link to reset your password. The link works for 1 hour.`,
  passwordReset: 'Your password has been successfully reset.',
  emailConfirmed: 'Thank you, your email address is confirmed. You can now log in.',
  linkUsedOrExpired: 'This link has expired or has already been used. Please ask for a new one.',
  notSignedIn: 'Please log in to see your account.',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  cardNotFound: 'Saved card not found.',
} as const;

/** What the app's account forms say themselves (failures, confirmations, the rules of section 5). */
export const accountFormMessages = {
  loginFailed: accountMessages.loginFailed,
  registerFailed: 'Failed to register User',
  resetFailed: 'Failed to reset your password',
  saveDetailsFailed: 'Failed to save your details',
  sendResetFailed: 'Failed to send Password Reset Email',
  actionFailed: 'Action failed',
  passwordReset: accountMessages.passwordReset,
  detailsSaved: 'Your details have been saved successfully.',
  registered:
    "Thank you for creating an account. We've sent you an email: please confirm your email address with the link in it, then log in.",
  resetRequested:
    "If an account uses this email address, we've sent it a link to reset your password. The link works once and expires soon.",
  passwordChanged: accountMessages.passwordChanged,
  brandOffersSaved: 'Your preference has been saved.',
  cardRemoved: 'The card has been removed.',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailConfirmed: accountMessages.emailConfirmed,
} as const;

/** The sign-in greeting, also without a name on the account. */
export const welcomeBackMessage = (firstName: string) =>
  firstName.trim() ? `Welcome back, ${firstName.trim()}!` : 'Welcome back!';
