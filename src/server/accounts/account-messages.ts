// What the account calls say to the guest (spec sections 3 and 6).

export const accountMessages = {
  loginFailed: 'Failed to login, please check your email address and password',
  confirmEmailFirst: 'Please confirm your email address before logging in. We have sent you a new email with the link.',
  welcomeBack: (firstName: string) => `Welcome back, ${firstName}!`,
  registered: (email: string) => `Thank you for registering. We have sent an email to ${email}: please follow the link in it to confirm your email address.`,
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
