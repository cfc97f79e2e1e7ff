import {
  invalidPreCheckInLinkMessage,
  preCheckInSavedMessage,
  type PreCheckInGetResponse,
  type PreCheckInNotice,
  type PreCheckInQuery,
  type PreCheckInSaveBody,
  type PreCheckInSaveResponse,
} from '../../contract/pre-check-in';
import { AppError, validationError } from '../errors';
import { isPreCheckInOpen } from '../pre-check-in-link';
import { idempotencyFingerprint } from '../shared/idempotency';
import { applySave, snapshotOf } from './apply-save';
import { cardToKeep } from './card-to-keep';
import { preCheckInCompletedEvent } from './completed-event';
import { describePreCheckIn } from './describe-booking';
import { openBooking } from './open-booking';
import { planSave } from './plan-save';
import { propertyTaxRules } from '../properties/tax-rules';
import type { PreCheckInServiceDeps, Viewer } from './service-deps';

// GET PreCheckIn/Get and POST PreCheckIn/Save. A link opens a booking only with the right
// code for that property and reference, while the booking is confirmed and its stay has not
// ended; every other link gets the same notice, so a guesser learns nothing about which part
// was wrong. A save runs in ONE transaction on the locked booking: booker, guests, set-up,
// requests, extras (inventory by conditional update, repriced by src/domain/pricing, their taxes
// kept with the room and the booking as every change of extras keeps them), card.

export const invalidLinkNotice: PreCheckInNotice = {
  Success: false,
  Title: 'Warning',
  Message: invalidPreCheckInLinkMessage,
};
export const cancelledBookingNotice: PreCheckInNotice = {
  Success: false,
  Title: 'Warning',
  Message: 'This booking has been cancelled, so there is nothing to check in for.',
};
export const preCheckInKeyConflictMessage =
  'This Idempotency-Key was already used for different check-in details. Send the new details with a new key.';

/** The submission as far as it decides the save: card number and security code left out (never hashed, never kept). */
function submissionFingerprint(body: PreCheckInSaveBody): string {
  return idempotencyFingerprint({ ...body, CardDetails: body.CardDetails ?? null });
}

class InvalidLink extends Error {}

export function createPreCheckInService(deps: PreCheckInServiceDeps) {
  const { repository } = deps;

  return {
    async getReservation(query: PreCheckInQuery, viewer: Viewer | null): Promise<PreCheckInGetResponse> {
      const opened = await openBooking(deps, repository, query.propertyId, query.referenceNumber, query.hash);
      if (opened === 'cancelled') return cancelledBookingNotice;
      if (!opened) return invalidLinkNotice;
      return describePreCheckIn(deps, opened.property, opened.row, viewer);
    },

    async save(
      body: PreCheckInSaveBody,
      idempotencyKey: string | null,
      viewer: Viewer | null,
    ): Promise<PreCheckInSaveResponse> {
      const opened = await openBooking(deps, repository, String(body.PropertyId), body.ReferenceNumber, body.Code);
      if (opened === 'cancelled') return { Success: false, Message: cancelledBookingNotice.Message };
      if (!opened || opened.row.id !== body.EntityId) return { Success: false, Message: invalidPreCheckInLinkMessage };
      const { property, row } = opened;
      const fingerprint = submissionFingerprint(body);
      const replay = (earlier: { requestFingerprint: string; responseBody: Record<string, unknown> }) => {
        if (earlier.requestFingerprint !== fingerprint) throw new AppError('key-reused', preCheckInKeyConflictMessage);
        return earlier.responseBody as PreCheckInSaveResponse;
      };
      if (idempotencyKey) {
        const earlier = await repository.findSave(row.id, idempotencyKey);
        if (earlier) return replay(earlier);
      }

      const rules = {
        flags: property.preCheckInConfiguration,
        showRoomConfigurationQuestion: property.bookingConfiguration.ShowRoomConfigurationQuestion,
        countryKnown: body.Booker?.CountryId ? await repository.countryExists(body.Booker.CountryId) : true,
        taxes: propertyTaxRules(property),
      };
      // Everything the guest can get wrong, before the card gateway is asked anything.
      const first = planSave(body, await snapshotOf(repository, row), rules);
      if (Object.keys(first.modelState).length > 0) throw validationError(first.modelState);
      const card = await cardToKeep(deps, body, property, row, viewer);

      const response: PreCheckInSaveResponse = { Success: true, Message: preCheckInSavedMessage };
      try {
        return await repository.transaction(async (tx) => {
          const locked = await tx.lockReservation(row.id);
          if (!locked || !isPreCheckInOpen(locked, property, deps.now())) throw new InvalidLink();
          // A twin of this submission may have saved while this one waited for the lock.
          if (idempotencyKey) {
            const earlier = await tx.findSave(row.id, idempotencyKey);
            if (earlier) return replay(earlier);
          }
          const snapshot = await snapshotOf(tx, locked);
          const { modelState, plan } = planSave(body, snapshot, rules);
          if (Object.keys(modelState).length > 0) throw validationError(modelState);
          const now = deps.now();
          // The hotel's systems hear of it with the save, or not at all (before the save's
          // writes: its booking revision takes the hotel's feed lock last).
          await tx.webhookEvent(preCheckInCompletedEvent(property, locked, snapshot, plan, card !== null, now));
          await applySave(tx, locked, plan, card, now);
          if (idempotencyKey)
            await tx.insertSave({
              reservationId: row.id,
              submissionKey: idempotencyKey,
              requestFingerprint: fingerprint,
              responseBody: response,
              createdAt: now,
            });
          return response;
        });
      } catch (error) {
        if (error instanceof InvalidLink) return { Success: false, Message: invalidPreCheckInLinkMessage };
        throw error;
      }
    },
  };
}

export type PreCheckInService = ReturnType<typeof createPreCheckInService>;
