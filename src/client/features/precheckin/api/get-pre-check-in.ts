import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreCheckInGetResponse, PreCheckInNotice, PreCheckInReservation } from '../../../../contract/pre-check-in';
import { apiGet } from '../../../api';

// GET /api/PreCheckIn/Get: the reservation a pre-check-in link opens, or a notice
// { Success, Title, Message } when the link opens nothing. Not persisted by the query cache:
// the page keeps its own copy with the guest's draft (pre-check-in-draft.ts).

export interface PreCheckInLink {
  propertyCode: string;
  referenceNumber: string;
  code: string;
}

export const preCheckInQueryOptions = (link: PreCheckInLink) =>
  queryOptions({
    queryKey: ['preCheckIn', link.propertyCode, link.referenceNumber, link.code],
    queryFn: ({ signal }) =>
      apiGet<PreCheckInGetResponse>(
        'PreCheckIn/Get',
        { propertyId: link.propertyCode, referenceNumber: link.referenceNumber, hash: link.code },
        signal,
      ),
    staleTime: 0,
    retry: false,
  });

export function usePreCheckIn(link: PreCheckInLink) {
  return useQuery(preCheckInQueryOptions(link));
}

/** A notice has Success, Title and Message; a reservation has ReservationItems. */
export function isPreCheckInNotice(response: unknown): response is PreCheckInNotice {
  const candidate = response as Partial<PreCheckInNotice & PreCheckInReservation> | null | undefined;
  return (
    !!candidate &&
    typeof candidate === 'object' &&
    !Array.isArray(candidate.ReservationItems) &&
    typeof candidate.Message === 'string' &&
    typeof candidate.Success === 'boolean'
  );
}

export function isPreCheckInReservation(response: unknown): response is PreCheckInReservation {
  const candidate = response as Partial<PreCheckInReservation> | null | undefined;
  return (
    !!candidate &&
    typeof candidate === 'object' &&
    Array.isArray(candidate.ReservationItems) &&
    typeof candidate.ReferenceNumber === 'string'
  );
}
