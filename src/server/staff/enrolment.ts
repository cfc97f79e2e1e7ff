import QRCode from 'qrcode';
import type { ConfirmTwoFactorRequest, RecoveryCodes, StaffMe, TwoFactorEnrolment } from '../../contract/admin-staff';
import type { Db } from '../db/client';
import { AppError, fieldError } from '../errors';
import { recordStaffChange } from './audit';
import type { StaffRepository } from './repository';
import type { SignedInStaff } from './staff-sessions';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  sha256Hex,
  totpOf,
  totpStepOf,
} from './staff-secrets';

// Two-factor enrolment: a new secret (kept encrypted, not yet in force) shown as an otpauth
// link, its text and a QR code drawn on the server; a code from the app confirms it, turns it
// on and answers ten recovery codes, shown this once. The member's own details (GET Admin/Me)
// are here too: what the console's shell and its Security page show.

export const enrolmentMessages = {
  alreadyOn: 'Two-factor sign-in is already on.',
  startFirst: 'Start setting up two-factor sign-in first.',
  badCode: 'That code is not right. Check the time on your phone and enter the current code.',
} as const;

export interface EnrolmentDeps {
  repository: StaffRepository;
  secretKey: string;
  now: () => Date;
}

export function createTwoFactorEnrolment(deps: EnrolmentDeps) {
  const { repository } = deps;

  async function me(staff: SignedInStaff): Promise<StaffMe> {
    return {
      StaffId: staff.staffId,
      Email: staff.email,
      Name: staff.name,
      TwoFactorEnabled: staff.totpEnabled,
      MustEnrol: staff.mustEnrol,
      RecoveryCodesLeft: staff.totpEnabled ? await repository.unusedRecoveryCodeCount(staff.staffId) : 0,
      Properties: staff.properties.map((p) => ({
        PropertyCode: p.propertyCode,
        PropertyName: p.propertyName,
        Role: p.role,
        GroupCode: p.groupCode,
      })),
      Groups: staff.groups.map((g) => ({ GroupCode: g.groupCode, Role: g.role })),
    };
  }

  async function start(staff: SignedInStaff): Promise<TwoFactorEnrolment> {
    if (staff.totpEnabled) throw new AppError('invalid', enrolmentMessages.alreadyOn, {});
    const secret = newTotpSecret();
    await repository.updateMember(staff.staffId, {
      totpSecretEncrypted: encryptTotpSecret(deps.secretKey, secret),
      updatedAt: deps.now(),
    });
    const uri = totpOf(secret, staff.email).toString();
    return { OtpauthUri: uri, Secret: secret, QrCodeSvg: await QRCode.toString(uri, { type: 'svg', margin: 2 }) };
  }

  async function confirm(staff: SignedInStaff, request: ConfirmTwoFactorRequest): Promise<RecoveryCodes> {
    if (staff.totpEnabled) throw new AppError('invalid', enrolmentMessages.alreadyOn, {});
    const member = await repository.findMember(staff.staffId);
    if (!member?.totpSecretEncrypted) throw fieldError('Code', enrolmentMessages.startFirst);
    const secret = decryptTotpSecret(deps.secretKey, member.totpSecretEncrypted);
    const step = totpStepOf(secret, member.email, request.Code, deps.now());
    if (step === null) throw fieldError('Code', enrolmentMessages.badCode);
    const codes = newRecoveryCodes();
    await repository.transaction(async (tx, db) => {
      await tx.updateMember(member.id, { totpEnabled: true, totpLastStep: step, updatedAt: deps.now() });
      await tx.replaceRecoveryCodes(
        member.id,
        codes.map((c) => sha256Hex(normaliseRecoveryCode(c))),
      );
      await recordOnEachProperty(db, staff, 'totp.enrol', { TwoFactorEnabled: false }, { TwoFactorEnabled: true });
    });
    return { RecoveryCodes: codes };
  }

  return { me, start, confirm };
}

/**
 * A change to a staff member's own sign-in is entered in the log of every property they hold a
 * role on, so each property's owners see it.
 */
export async function recordOnEachProperty(
  db: Db,
  staff: Pick<SignedInStaff, 'staffId' | 'email' | 'name' | 'properties'>,
  action: string,
  before: unknown,
  after: unknown,
  subjectEmail: string = staff.email,
): Promise<void> {
  for (const property of staff.properties) {
    await recordStaffChange(db, {
      actor: { staffId: staff.staffId, email: staff.email, name: staff.name, propertyId: property.propertyId },
      action,
      subject: { type: 'staff', ref: subjectEmail },
      before,
      after,
    });
  }
}

export type TwoFactorEnrolmentService = ReturnType<typeof createTwoFactorEnrolment>;
