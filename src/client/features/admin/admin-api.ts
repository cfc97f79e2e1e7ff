import { ApiError, apiRequest, type ApiRequest } from '../../api';

// The console's calls: /api/Admin/..., through the app's one fetch wrapper (same-origin cookies,
// the API's error texts). A property-scoped call names its property as `?PropertyCode=`. Every
// query key starts with `admin`, which is never persisted (query-client.ts persists only the
// guest pages' roots), so nothing of the console stays in the browser after it closes.

export const adminQueryRoot = 'admin' as const;

export interface AdminRequest extends ApiRequest {
  /** The property the call is about; sent as `?PropertyCode=`. */
  propertyCode?: string;
}

export function adminRequest<T>(path: string, { propertyCode, query, ...request }: AdminRequest = {}): Promise<T> {
  return apiRequest<T>(`Admin/${path}`, {
    ...request,
    query: propertyCode === undefined ? query : { PropertyCode: propertyCode, ...query },
  });
}

/** The session ended (idle, signed out elsewhere, a new sign-in): the console asks to sign in again. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
/** The role may not do this, or an owner must set up two-factor sign-in first. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
