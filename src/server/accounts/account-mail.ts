import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AccountTokenPurpose } from '../db/schema/accounts';
import type { MailOutbox } from '../mail/outbox';
import type { PropertyLookup } from '../properties/require-property';
import type { PropertyRecord } from '../properties/repository';
import {
  alreadyRegisteredMessage,
  confirmEmailMessage,
  passwordChangedMessage,
  resetPasswordMessage,
  type AccountEmailContext,
} from './account-emails';
import { emailTokenOf, generateEmailTokenNonce, sha256Hex } from './account-tokens';
import type { AccountRateLimiter } from './rate-limits';
import { accountEmailKinds, type AccountQueries, type AccountRepository, type IndividualRow } from './repository';
import { mailFromOf, type SignedLinkMailDeps } from '../mail/sender';

// The account emails through the outbox: queued in the transaction that makes them true, and
// rendered when sent (a link already used or past its time is not sent at all).

const confirmEmailTtlMs = 3 * 24 * 60 * 60 * 1000;
const resetPasswordTtlMs = 60 * 60 * 1000;

export interface AccountMailDeps extends SignedLinkMailDeps {
  repository: AccountRepository;
  properties: PropertyLookup;
}

type NoticeKind = typeof accountEmailKinds.alreadyRegistered | typeof accountEmailKinds.passwordChanged;

export function createAccountMail(deps: AccountMailDeps) {
  const { repository } = deps;

  /** A new single-use link token and its email, queued in the caller's transaction. */
  async function queueTokenEmail(
    tx: AccountQueries,
    purpose: AccountTokenPurpose,
    individualId: number,
    propertyId: number,
  ): Promise<void> {
    const now = deps.now();
    const nonce = generateEmailTokenNonce();
    const token = emailTokenOf(deps.secretKey, purpose, nonce);
    const ttl = purpose === 'confirm_email' ? confirmEmailTtlMs : resetPasswordTtlMs;
    const tokenId = await tx.insertToken({
      individualId,
      purpose,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(now.getTime() + ttl),
      createdAt: now,
    });
    const kind = purpose === 'confirm_email' ? accountEmailKinds.confirmEmail : accountEmailKinds.resetPassword;
    await tx.enqueueAccountEmail(kind, { individualId, propertyId, tokenId, nonce }, String(tokenId), now);
  }

  async function queueNoticeEmail(
    tx: AccountQueries,
    kind: NoticeKind,
    individualId: number,
    propertyId: number | null,
  ): Promise<void> {
    await tx.enqueueAccountEmail(kind, { individualId, propertyId }, randomBytes(12).toString('hex'), deps.now());
  }

  const fromOf = mailFromOf(deps);
  async function emailContext(
    payload: Record<string, unknown>,
  ): Promise<{ context: AccountEmailContext; property: PropertyRecord; individual: IndividualRow } | null> {
    const individual = await repository.findIndividual(Number(payload.individualId));
    if (!individual) return null;
    const propertyId = payload.propertyId ?? individual.registeredPropertyId;
    const property =
      propertyId === null || propertyId === undefined
        ? undefined
        : await deps.properties.findProperty(String(propertyId));
    if (!property) return null;
    return {
      individual,
      property,
      context: {
        to: individual.email,
        from: fromOf(property.name),
        firstName: individual.firstName,
        propertyName: property.name,
        propertyEmail: property.email,
      },
    };
  }

  const accountLink = (
    page: 'ConfirmEmail' | 'ResetPassword' | 'ForgotPassword',
    property: PropertyRecord,
    token?: string,
  ) =>
    `${deps.publicUrl}/Account/${page}/${encodeURIComponent(property.code)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  /** Tells the outbox how to render each account email. */
  function registerRenderers(): void {
    for (const purpose of ['confirm_email', 'reset_password'] as const) {
      const kind = purpose === 'confirm_email' ? accountEmailKinds.confirmEmail : accountEmailKinds.resetPassword;
      deps.mailOutbox.register(kind, async (payload) => {
        // A link already used or past its time is not worth sending.
        if (!(await repository.isTokenUsable(Number(payload.tokenId), deps.now()))) return null;
        const found = await emailContext(payload);
        if (!found) return null;
        const token = emailTokenOf(deps.secretKey, purpose, String(payload.nonce));
        return purpose === 'confirm_email'
          ? confirmEmailMessage(found.context, accountLink('ConfirmEmail', found.property, token))
          : resetPasswordMessage(found.context, accountLink('ResetPassword', found.property, token));
      });
    }
    deps.mailOutbox.register(accountEmailKinds.alreadyRegistered, async (payload) => {
      const found = await emailContext(payload);
      return found ? alreadyRegisteredMessage(found.context, accountLink('ForgotPassword', found.property)) : null;
    });
    deps.mailOutbox.register(accountEmailKinds.passwordChanged, async (payload) => {
      const found = await emailContext(payload);
      return found ? passwordChangedMessage(found.context, accountLink('ForgotPassword', found.property)) : null;
    });
  }

  return { queueTokenEmail, queueNoticeEmail, registerRenderers };
}

export type AccountMail = ReturnType<typeof createAccountMail>;

/** What the account flows that send mail (registration, password reset) work with. */
export interface AccountMailFlowDeps {
  repository: AccountRepository;
  limiter: AccountRateLimiter;
  mail: AccountMail;
  mailOutbox: Pick<MailOutbox, 'kick'>;
  requireProperty: (ref: string | number) => Promise<PropertyRecord>;
  now: () => Date;
  log: FastifyBaseLogger;
}
