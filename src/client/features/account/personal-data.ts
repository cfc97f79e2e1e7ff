import type { QueryClient } from '@tanstack/react-query';
import { forgetGuestDetails } from '../../basket/basket';
import { accountQueryKey } from './api/get-account';
import { forgetAccountBookings } from '../../saved-bookings';
import { persistedQueriesKey } from '../../query-client';

// Everything personal the app keeps on the device, and the one function that forgets it all
// (logout). A guest may log out on a shared or borrowed phone: nothing of theirs may stay.

/** Device storage keys under this prefix hold personal drafts (pre-check-in and the like). */
export const personalStoragePrefix = 'stayfront.personal.';

/** First query-key parts of queries that carry a guest's personal data. */
export const personalQueryRoots: readonly string[] = [
  accountQueryKey[0],
  'confirmation',
  'reservationStatus',
  'preCheckIn',
];

const isPersonalQueryKey = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === 'string' && personalQueryRoots.includes(queryKey[0]);

export function clearPersonalData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isPersonalQueryKey(query.queryKey) });
  // The persister rewrites its copy shortly after a change; the copy is cleaned now as well,
  // so closing the app at once keeps nothing.
  forgetPersistedPersonalQueries();
  forgetGuestDetails();
  forgetAccountBookings();
  for (const storage of deviceStorages()) removeKeysWithPrefix(storage, personalStoragePrefix);
}

function deviceStorages(): Storage[] {
  const storages: Storage[] = [];
  try {
    storages.push(window.localStorage);
  } catch {
    // Storage disabled: nothing was kept there.
  }
  try {
    storages.push(window.sessionStorage);
  } catch {
    // As above.
  }
  return storages;
}

function removeKeysWithPrefix(storage: Storage, prefix: string): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

interface PersistedQueries {
  clientState?: { queries?: Array<{ queryKey?: unknown }> };
}

function forgetPersistedPersonalQueries(): void {
  try {
    const raw = window.localStorage.getItem(persistedQueriesKey);
    if (raw === null) return;
    let persisted: PersistedQueries;
    try {
      persisted = JSON.parse(raw) as PersistedQueries;
    } catch {
      window.localStorage.removeItem(persistedQueriesKey);
      return;
    }
    const queries = persisted.clientState?.queries;
    if (!Array.isArray(queries)) return;
    const kept = queries.filter((query) => !(Array.isArray(query.queryKey) && isPersonalQueryKey(query.queryKey)));
    if (kept.length === queries.length) return;
    window.localStorage.setItem(
      persistedQueriesKey,
      JSON.stringify({ ...persisted, clientState: { ...persisted.clientState, queries: kept } }),
    );
  } catch {
    // Storage unavailable: nothing was persisted.
  }
}
