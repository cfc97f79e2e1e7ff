import { onlineManager, QueryClient, timeoutManager } from '@tanstack/react-query';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { ApiError } from './api';
import { createTimerQueue } from './query-timers';

// Server state. What a guest needs to see the property offline (the property, its booking and
// pre-check-in configuration, static data, group, availability calendar, the room set-ups and
// extras of the basket's rooms), and a booking's
// confirmation so it stays readable offline on the guest's phone, is persisted to
// localStorage for a week; a new build throws the persisted copy away.

const oneWeekMs = 7 * 24 * 60 * 60 * 1000;
export const persistedQueriesKey = 'stayfront.queries';

/** First query-key parts that are persisted (docs/architecture.md, the app). */
export const persistedQueryRoots = [
  'property',
  'bookingConfig',
  'preCheckInConfig',
  'staticData',
  'propertyGroup',
  'availabilityCalendar',
  'confirmation',
  // The room set-ups and extras a basket has loaded, so its guest steps work offline.
  'roomConfigurations',
  'services',
] as const;

// Set once, before the first client: timers set through one provider cannot be cleared by another.
let timersQueued = false;

export function createQueryClient(): QueryClient {
  if (!timersQueued) {
    timeoutManager.setTimeoutProvider(createTimerQueue());
    timersQueued = true;
  }
  // The online manager assumes it starts online; a page opened offline must know, or the
  // return of the connection is no change to it and nothing is fetched again.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Kept as long as the persisted copy, or restored data would be collected at once.
        gcTime: oneWeekMs,
        // Always try the network: when it fails the guest gets the offline message (or the
        // cached data) instead of a query paused forever.
        networkMode: 'always',
        retry: (failureCount, error) => {
          if (error instanceof ApiError) return error.status >= 500 && failureCount < 2;
          return navigator.onLine && failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/** Successful queries of the persisted kinds. (Typed structurally: the persister brings its own query-core.) */
export function shouldPersistQuery(query: { queryKey: readonly unknown[]; state: { status: string } }): boolean {
  const root = query.queryKey[0];
  return (
    query.state.status === 'success' &&
    typeof root === 'string' &&
    (persistedQueryRoots as readonly string[]).includes(root)
  );
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (some private modes): nothing is persisted.
    return undefined;
  }
}

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: flushedOnLeaving(browserStorage()),
    buster: __BUILD_ID__,
    maxAge: oneWeekMs,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * The card's synchronous-storage persister, written soon after each change (at most every
 * 250 ms), and at once when the page goes away: a guest may reload, close the app or lose the
 * signal at any moment, and what was loaded just before must still be there (a busy phone may
 * not have run the persister's timer yet).
 */
function flushedOnLeaving(storage: Storage | undefined, throttleTime = 250): Persister {
  const persister = createSyncStoragePersister({ storage, key: persistedQueriesKey, throttleTime });
  let latest: PersistedClient | undefined;
  if (storage) {
    window.addEventListener('pagehide', () => {
      if (!latest) return;
      try {
        storage.setItem(persistedQueriesKey, JSON.stringify(latest));
      } catch {
        // Storage full or refused: the app works on without its offline copy.
      }
    });
  }
  return {
    persistClient: (client) => {
      latest = client;
      return persister.persistClient(client);
    },
    restoreClient: persister.restoreClient,
    removeClient: () => {
      latest = undefined;
      return persister.removeClient();
    },
  };
}
