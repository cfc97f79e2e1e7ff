import type { ErrorResponse, ValidationErrorResponse } from '../contract/common';
import { logClientEvent } from './logging';

// The one fetch wrapper of the app: base /api, JSON both ways, same-origin cookies, and the
// error text of docs/product.md, errors (joined ModelState messages, else Message, else a generic line).

export const genericErrorMessage = 'Something went wrong. Please try again.';
export const offlineMessage = "You're offline. Check your connection and try again.";
export const unreachableMessage = "We couldn't reach the booking service. Check your connection and try again.";

/** The server answered with an error status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly modelState: Record<string, string[]> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No answer at all: offline, or the server could not be reached. */
export class OfflineError extends Error {
  constructor(readonly offline: boolean) {
    super(offline ? offlineMessage : unreachableMessage);
    this.name = 'OfflineError';
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: QueryParams): string {
  const url = new URL(`/api/${path.replace(/^\/+/, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return `${url.pathname}${url.search}`;
}

/** A path segment from user data (a property code, a token), safe to put in a URL. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = request.body === undefined ? 'GET' : 'POST', query, body, headers, signal } = request;
  const url = apiUrl(path, query);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new OfflineError(!navigator.onLine);
  }

  const payload: unknown = response.status === 204 ? undefined : await readJson(response);
  if (response.ok) return payload as T;

  const error = new ApiError(errorMessageOf(payload), response.status, modelStateOf(payload));
  if (response.status !== 401) {
    logClientEvent(logLevelForStatus(response.status), `${method} ${url} failed with ${response.status}`, {
      status: response.status,
      message: error.message,
    });
  }
  throw error;
}

/**
 * How loudly a failed call is logged. The answers a guest meets in normal use (a bad date, a
 * declined card, an unknown property, a room gone, too many tries) are outcomes, not faults:
 * info. Other refusals are worth a look (warn); only the server failing is an error.
 */
export function logLevelForStatus(status: number): 'info' | 'warn' | 'error' {
  if (status >= 500) return 'error';
  if ([400, 402, 404, 409, 410, 422, 429].includes(status)) return 'info';
  return 'warn';
}

export const apiGet = <T>(path: string, query?: QueryParams, signal?: AbortSignal) =>
  apiRequest<T>(path, { query, signal });

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function modelStateOf(payload: unknown): Record<string, string[]> | null {
  const modelState = (payload as Partial<ValidationErrorResponse> | undefined)?.ModelState;
  return modelState && typeof modelState === 'object' ? modelState : null;
}

/** docs/product.md, errors and notices: the ModelState messages joined into one text, else Message, else a generic text. */
export function errorMessageOf(payload: unknown): string {
  const joined = Object.values(modelStateOf(payload) ?? {})
    .flat()
    .filter((m) => typeof m === 'string' && m.trim() !== '')
    .join(' ');
  if (joined) return joined;
  const message = (payload as Partial<ErrorResponse> | undefined)?.Message;
  return typeof message === 'string' && message.trim() !== '' ? message : genericErrorMessage;
}

/** The text to show a guest for any failure. */
export function describeError(error: unknown, fallback = genericErrorMessage): string {
  if (error instanceof ApiError || error instanceof OfflineError) return error.message;
  return fallback;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
