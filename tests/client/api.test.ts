import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const logClientEvent = vi.fn();
vi.mock('../../src/client/logging', () => ({ logClientEvent }));
const { ApiError, OfflineError, apiRequest, genericErrorMessage, offlineMessage } =
  await import('../../src/client/api');

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

describe('apiRequest', () => {
  beforeEach(() => logClientEvent.mockClear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('calls /api with JSON and same-origin cookies, and returns the body', async () => {
    answer(200, { PropertyName: 'The Ashbury' });
    await expect(apiRequest('Availability/Search', { body: { PropertyId: 3 } })).resolves.toEqual({
      PropertyName: 'The Ashbury',
    });
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Availability/Search');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"PropertyId":3}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('shows the server validation messages joined into one text', async () => {
    answer(400, {
      Message: 'ignored',
      ModelState: { Email: ['A valid email address is required'], Phone: ['A valid phone number is required'] },
    });
    const error = await apiRequest('Account/Register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).message).toBe(
      'A valid email address is required A valid phone number is required',
    );
    expect((error as InstanceType<typeof ApiError>).status).toBe(400);
  });

  it('shows the server Message, else a generic text', async () => {
    answer(409, { Message: 'Sorry, your selection is not available.' });
    await expect(apiRequest('Reservation/Create', { body: {} })).rejects.toThrow(
      'Sorry, your selection is not available.',
    );
    answer(502, undefined);
    await expect(apiRequest('Property/DEMO')).rejects.toThrow(genericErrorMessage);
  });

  it('logs failed calls, except 401', async () => {
    answer(500, { Message: 'Something went wrong on our side. Please try again.' });
    await apiRequest('Property/DEMO').catch(() => undefined);
    expect(logClientEvent).toHaveBeenCalledTimes(1);
    answer(401, { Message: 'Unauthorised' });
    await apiRequest('Account').catch(() => undefined);
    expect(logClientEvent).toHaveBeenCalledTimes(1);
  });

  it('logs the outcomes a guest meets in normal use below error, so a real error stands out', async () => {
    answer(402, { Message: 'Your card was declined.' });
    await apiRequest('Reservation/Create', { body: {} }).catch(() => undefined);
    answer(400, { ModelState: { DateFrom: ['The arrival date cannot be in the past.'] } });
    await apiRequest('Availability/Search', { body: {} }).catch(() => undefined);
    answer(404, { Message: 'Not found' });
    await apiRequest('Property/NOWHERE').catch(() => undefined);
    answer(403, { Message: 'Forbidden' });
    await apiRequest('Account/Update', { body: {} }).catch(() => undefined);
    answer(503, { Message: 'Unavailable' });
    await apiRequest('Property/DEMO').catch(() => undefined);
    expect(logClientEvent.mock.calls.map(([level]) => level as string)).toEqual([
      'info',
      'info',
      'info',
      'warn',
      'error',
    ]);
  });

  it('tells an offline guest so when the network is gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await apiRequest('Property/DEMO').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect((error as Error).message).toBe(offlineMessage);
  });

  it('puts query parameters in the URL, leaving out empty ones', async () => {
    answer(200, []);
    await apiRequest('Availability', {
      query: { propertyId: 'DEMO', fromDate: '2026-05-01', promo: undefined, area: null },
    });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/Availability?propertyId=DEMO&fromDate=2026-05-01');
  });
});
