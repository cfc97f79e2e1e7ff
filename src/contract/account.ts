import { z } from 'zod';

// The Account calls (docs/product.md, API), with the shapes of the later ones (RequestPasswordReset,
// PasswordReset, Update, ChangePassword, ConfirmEmail, DeleteCreditCard), designed in the same
// style: PascalCase, POST with JSON, answers { Success, Message } where a guest reads the result.
//
// The signed-in state is a session cookie (HttpOnly, SameSite=Lax, Secure behind HTTPS); no
// token is ever in a body. No answer (status, text or timing) says whether an email address is
// registered: Register and RequestPasswordReset always answer the same, and Authenticate fails
// with the same Message for an unknown address and a wrong password. Authenticate, Register,
// RequestPasswordReset, PasswordReset and ConfirmEmail are rate-limited per address and per
// account: 429 { Message } with a Retry-After header (seconds).

const propertyMessage = { error: 'Please choose a property.' };
export const accountPropertyReference = z.union(
  [
    z.number(propertyMessage).int(propertyMessage).positive(propertyMessage),
    z.string(propertyMessage).trim().min(1, propertyMessage).max(64, propertyMessage),
  ],
  propertyMessage,
);
const languageCode = z.string().min(2).max(10).default('en');

/** The client's pattern (docs/product.md, rules and messages) is looser than RFC; the server checks the same simple shape. */
export const emailAddressSchema = z
  .string({ error: 'A valid email address is required' })
  .trim()
  .min(1, { error: 'A valid email address is required' })
  .max(254, { error: 'A valid email address is required' });

/** Login needs only a non-empty password (docs/product.md, rules). */
export const loginPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(512, { error: 'Password is required' });

/**
 * A new password: ten characters or more with at least one character that is not a letter or
 * digit (the hint guests read), at most 256. The rule lives in src/domain/password.ts; the server
 * checks it there and answers 400 { ModelState: { Password: [...] } }.
 */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .max(256, { error: 'Your password can be at most 256 characters.' });

/** A saved card as listed to its owner: never the number. */
export const savedCreditCardSchema = z.object({
  CreditCardId: z.number().int(),
  /** visa, mastercard, amex ... (src/domain/card-types). */
  CardType: z.string(),
  LastFourDigits: z.string(),
  ExpiryMonth: z.number().int(),
  ExpiryYear: z.number().int(),
  NameOnCard: z.string(),
});
export type SavedCreditCard = z.infer<typeof savedCreditCardSchema>;

/** User profile, server form. */
export const userProfileSchema = z.object({
  IndividualId: z.number().int(),
  EmailAddress: z.string(),
  Firstname: z.string(),
  Lastname: z.string(),
  Telephone: z.string(),
  ReceiveBrandOffers: z.boolean(),
  CanChoosePaymentMethod: z.boolean(),
  CreditCards: z.array(savedCreditCardSchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

// --- GET /api/Account?propertyId= ----------------------------------------------------------
/** 200 the signed-in guest's profile; 401 { Message } when not signed in. */
export const accountQuerySchema = z.object({
  propertyId: z.string().trim().min(1, propertyMessage).max(64).optional(),
});

// --- POST /api/Account/Authenticate -------------------------------------------------------
export const authenticateRequestSchema = z.object({
  LanguageCode: languageCode,
  PropertyId: accountPropertyReference,
  EmailAddress: emailAddressSchema,
  Password: loginPasswordSchema,
});
export type AuthenticateRequest = z.input<typeof authenticateRequestSchema>;

/**
 * 200 always for a well-formed request. Success true: the session cookie is set (a new session:
 * login rotates it) and the profile fields are filled. Success false: Message is
 * "Failed to login, please check your email address and password" (unknown address or wrong
 * password alike), or asks to confirm the email first (right password, unconfirmed address: a
 * new confirmation email is sent).
 */
export const authenticateResponseSchema = z.object({
  Success: z.boolean(),
  Message: z.string(),
  User: userProfileSchema.nullable(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;

// --- POST /api/Account/Logout -------------------------------------------------------------
/** 204; ends this session on the server and clears the cookie. Signed out already: 204 too. */

// --- POST /api/Account/Register -----------------------------------------------------------
export const registerRequestSchema = z.object({
  LanguageCode: languageCode,
  PropertyId: accountPropertyReference,
  EmailAddress: emailAddressSchema,
  Password: newPasswordSchema,
  /** Must equal Password when sent (the app always sends it). */
  ConfirmPassword: z.string().max(256).optional(),
  Firstname: z.string({ error: 'First name is required' }).trim().min(1, { error: 'First name is required' }).max(100),
  Lastname: z.string({ error: 'Last name is required' }).trim().min(1, { error: 'Last name is required' }).max(100),
  MobileNumber: z.string().trim().max(40).nullish(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The same { Success, Message } answer whether or not the email is registered. */
export const accountResultSchema = z.object({ Success: z.boolean(), Message: z.string() });
export type AccountResult = z.infer<typeof accountResultSchema>;

// --- POST /api/Account/ConfirmEmail -------------------------------------------------------
/**
 * From the emailed link /Account/ConfirmEmail/:propertyCode?token=... (single use, 3 days).
 * 200 { Success: true, Message } also for a second click once the address is confirmed;
 * 400 { Message, ModelState: { Token } } when the link is used up or expired. Does not sign in.
 */
export const confirmEmailRequestSchema = z.object({
  PropertyId: accountPropertyReference,
  Token: z.string({ error: 'This link is incomplete.' }).trim().min(1, { error: 'This link is incomplete.' }).max(200),
});
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequestSchema>;

// --- POST /api/Account/RequestPasswordReset -----------------------------------------------
export const requestPasswordResetRequestSchema = z.object({
  LanguageCode: languageCode,
  PropertyId: accountPropertyReference,
  EmailAddress: emailAddressSchema,
});
export type RequestPasswordResetRequest = z.input<typeof requestPasswordResetRequestSchema>;

// --- POST /api/Account/PasswordReset ------------------------------------------------------
/**
 * From the emailed link /Account/ResetPassword/:propertyCode?token=... (single use, 1 hour).
 * Ends every session of the account (and confirms its address); does not sign in. 400
 * ModelState.Password / ConfirmPassword for the new password, ModelState.Token when the link is
 * used up or expired.
 */
export const passwordResetRequestSchema = z.object({
  PropertyId: accountPropertyReference,
  Token: z.string({ error: 'This link is incomplete.' }).trim().min(1, { error: 'This link is incomplete.' }).max(200),
  Password: newPasswordSchema,
  ConfirmPassword: z.string().max(256).optional(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

// --- POST /api/Account/Update (signed in) -------------------------------------------------
/** 200 the saved profile; 401 when not signed in. The email address is the login and is not changed here. */
export const updateAccountRequestSchema = z.object({
  PropertyId: accountPropertyReference.optional(),
  Firstname: z.string({ error: 'First name is required' }).trim().min(1, { error: 'First name is required' }).max(100),
  Lastname: z.string({ error: 'Last name is required' }).trim().min(1, { error: 'Last name is required' }).max(100),
  Telephone: z.string().trim().max(40).default(''),
  ReceiveBrandOffers: z.boolean().default(false),
});
export type UpdateAccountRequest = z.input<typeof updateAccountRequestSchema>;

// --- POST /api/Account/ChangePassword (signed in) -----------------------------------------
/**
 * 200 { Success, Message }; a wrong CurrentPassword is 400 ModelState.CurrentPassword, a weak
 * new one ModelState.NewPassword. Ends the account's other sessions and rotates this one (a new
 * cookie), and emails a "your password has been changed" notice.
 */
export const changePasswordRequestSchema = z.object({
  CurrentPassword: loginPasswordSchema,
  NewPassword: newPasswordSchema,
  ConfirmPassword: z.string().max(256).optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

// --- POST /api/Account/DeleteCreditCard (signed in) ---------------------------------------
/** 200 the profile without the card; 404 when the card is not one of this guest's. */
export const deleteCreditCardRequestSchema = z.object({
  CreditCardId: z
    .number({ error: 'Please choose a saved card.' })
    .int()
    .positive({ error: 'Please choose a saved card.' }),
});
export type DeleteCreditCardRequest = z.input<typeof deleteCreditCardRequestSchema>;
