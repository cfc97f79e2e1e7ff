import { z } from 'zod';

// The staff side's own calls under /api/Admin: sign-in (password, then a TOTP or recovery code),
// setting a password from a one-time link, two-factor enrolment, the staff of a property, and
// the audit log. Every property-scoped admin call names its property as `?PropertyCode=`.

export const staffRoleSchema = z.enum(['owner', 'manager', 'frontDesk']);

/** The query every property-scoped /api/Admin call takes. */
export const adminPropertyQuerySchema = z.object({
  PropertyCode: z
    .string()
    .min(1)
    .max(64)
    .describe('The property the call is about; the staff member needs a role on it'),
});
export type AdminPropertyQuery = z.infer<typeof adminPropertyQuerySchema>;

export const staffSignInRequestSchema = z.object({
  Email: z.string().trim().min(1, 'Email is required').max(254),
  Password: z.string().min(1, 'Password is required').max(256),
});
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

/** 'second-factor': enter a code next (the cookie holds a short half-way session). */
export const staffSignInStageSchema = z.enum(['second-factor', 'signed-in']);

export const staffSignInResponseSchema = z.object({
  Stage: staffSignInStageSchema,
  /** True for an owner without two-factor sign-in: the console opens on enrolment only. */
  MustEnrol: z.boolean(),
});
export type StaffSignInResponse = z.infer<typeof staffSignInResponseSchema>;

export const staffSecondFactorRequestSchema = z.object({
  Code: z.string().trim().min(6, 'Enter the 6-digit code from your authenticator app, or a recovery code').max(32),
});
export type StaffSecondFactorRequest = z.infer<typeof staffSecondFactorRequestSchema>;

export const staffPropertyRoleSchema = z.object({
  PropertyCode: z.string(),
  PropertyName: z.string(),
  Role: staffRoleSchema,
  /** The group the role comes from, or null when held on the property itself. */
  GroupCode: z.string().nullable(),
});

export const staffMeSchema = z.object({
  StaffId: z.number().int(),
  Email: z.string(),
  Name: z.string(),
  TwoFactorEnabled: z.boolean(),
  MustEnrol: z.boolean(),
  RecoveryCodesLeft: z.number().int(),
  Properties: z.array(staffPropertyRoleSchema),
  Groups: z.array(z.object({ GroupCode: z.string(), Role: staffRoleSchema })),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const setPasswordLinkQuerySchema = z.object({ Token: z.string().min(1).max(128) });
export const setPasswordLinkSchema = z.object({ Email: z.string(), Name: z.string() });
export type SetPasswordLink = z.infer<typeof setPasswordLinkSchema>;

export const staffSetPasswordRequestSchema = z.object({
  Token: z.string().min(1).max(128),
  Password: z.string().max(256),
  ConfirmPassword: z.string().max(256),
});
export type StaffSetPasswordRequest = z.infer<typeof staffSetPasswordRequestSchema>;

export const twoFactorEnrolmentSchema = z.object({
  /** otpauth://totp/... for apps that take a link */
  OtpauthUri: z.string(),
  /** The secret in base32, to type into an app by hand */
  Secret: z.string(),
  /** The otpauth URI as an SVG QR code */
  QrCodeSvg: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const confirmTwoFactorRequestSchema = z.object({
  Code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});
export type ConfirmTwoFactorRequest = z.infer<typeof confirmTwoFactorRequestSchema>;

export const recoveryCodesSchema = z.object({
  /** Shown once: each signs in once when the authenticator is lost. */
  RecoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const staffMemberSchema = z.object({
  StaffId: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  Role: staffRoleSchema,
  /** Held through the property's group: changed from the shell, not here. */
  ViaGroup: z.boolean(),
  /** False until they set a password from their link. */
  HasPassword: z.boolean(),
  TwoFactorEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ Staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

export const inviteStaffRequestSchema = z.object({
  Name: z.string().trim().min(1, 'Name is required').max(120),
  Email: z.email('Enter a valid email address').max(254),
  Role: staffRoleSchema,
});
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;

export const staffIdParamsSchema = z.object({ StaffId: z.coerce.number().int().positive() });
export const changeStaffRoleRequestSchema = z.object({ Role: staffRoleSchema });
export type ChangeStaffRoleRequest = z.infer<typeof changeStaffRoleRequestSchema>;

export const auditLogQuerySchema = adminPropertyQuerySchema.extend({
  StaffId: z.coerce.number().int().positive().optional().describe('Only changes made by this staff member'),
  SubjectRef: z.string().trim().max(64).optional().describe('Only changes to this subject, e.g. a booking reference'),
  Page: z.coerce.number().int().min(1).max(10_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  Id: z.number().int(),
  At: z.string().describe('ISO 8601 instant'),
  StaffId: z.number().int().nullable(),
  StaffName: z.string(),
  StaffEmail: z.string(),
  Action: z.string(),
  SubjectType: z.string(),
  SubjectRef: z.string(),
  Before: z.unknown(),
  After: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  Entries: z.array(auditEntrySchema),
  Page: z.number().int(),
  PageSize: z.number().int(),
  Total: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
