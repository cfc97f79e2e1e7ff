import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createPersistOptions, persistedQueriesKey } from '../../src/client/query-client';

// The pages a guest has loaded are kept on the device for offline use: soon after each change,
// and at once when the page goes away, so a reload straight after a page loaded loses nothing.

afterEach(() => window.localStorage.removeItem(persistedQueriesKey));

function savedClient(rooms: string): PersistedClient {
  return {
    timestamp: Date.now(),
    buster: 'test',
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: ['roomConfigurations', rooms],
          queryHash: JSON.stringify(['roomConfigurations', rooms]),
          state: { data: rooms, dataUpdatedAt: Date.now(), status: 'success' },
        } as never,
      ],
    },
  };
}

describe('queries kept on this device', () => {
  it('are written at once when the page is left, before the regular write is due', () => {
    const { persister } = createPersistOptions();
    void persister.persistClient(savedClient('twin'));
    expect(window.localStorage.getItem(persistedQueriesKey)).toBeNull();

    window.dispatchEvent(new Event('pagehide'));
    expect(persister.restoreClient()).toMatchObject({ clientState: { queries: [{ state: { data: 'twin' } }] } });
  });

  it('are written shortly after a change, the latest change winning', async () => {
    const { persister } = createPersistOptions();
    void persister.persistClient(savedClient('double'));
    void persister.persistClient(savedClient('king'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(persister.restoreClient()).toMatchObject({ clientState: { queries: [{ state: { data: 'king' } }] } });
    await persister.removeClient();
    expect(window.localStorage.getItem(persistedQueriesKey)).toBeNull();
  });
});
