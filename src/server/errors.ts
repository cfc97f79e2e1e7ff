// Coded errors thrown by services; the app's one error handler maps them to statuses
// and the spec's shapes (400 { Message, ModelState }, others { Message }).

export type ModelState = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 502 | 503,
    message: string,
    readonly modelState?: ModelState,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (modelState: ModelState, message = joinModelState(modelState)) =>
  new AppError(400, message, modelState);

export const notFound = (message = 'Not found') => new AppError(404, message);
export const unauthorised = (message = 'Unauthorised') => new AppError(401, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
/** A selection is gone (rooms, services, covers sold meanwhile). */
export const selectionNotAvailable = (message = 'Sorry, your selection is not available.') => new AppError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'Too many requests, please try again later.', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** One field, one message: the common case. */
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });

export function joinModelState(modelState: ModelState): string {
  return Object.values(modelState).flat().join(' ');
}
