// Coded errors thrown by services; the app's one error handler maps them to statuses
// and the API's error shapes (400 { Message, ModelState }, others { Message }; docs/architecture.md).

export type ModelState = Record<string, string[]>;

/** What went wrong, in the service's words; the app's error handler turns each into a status. */
export type ErrorCode =
  | 'invalid'
  | 'unauthorised'
  | 'payment-declined'
  | 'forbidden'
  | 'not-found'
  | 'not-available'
  | 'key-reused'
  | 'too-many-requests'
  | 'provider-unreachable'
  | 'try-again';

/** The status the error handler answers each code with (app.ts; read nowhere else but tests). */
export const statusOfErrorCode = {
  invalid: 400,
  unauthorised: 401,
  'payment-declined': 402,
  forbidden: 403,
  'not-found': 404,
  'not-available': 409,
  'key-reused': 422,
  'too-many-requests': 429,
  'provider-unreachable': 502,
  'try-again': 503,
} as const satisfies Record<ErrorCode, number>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly modelState?: ModelState,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The status it is answered with, for logs and tests; services decide by `code`. */
  get statusCode(): (typeof statusOfErrorCode)[ErrorCode] {
    return statusOfErrorCode[this.code];
  }
}

export const validationError = (modelState: ModelState, message = joinModelState(modelState)) =>
  new AppError('invalid', message, modelState);

export const notFound = (message = 'Not found') => new AppError('not-found', message);
export const unauthorised = (message = 'Unauthorised') => new AppError('unauthorised', message);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', message);
/** A selection is gone (rooms, services, covers sold meanwhile). */
export const selectionNotAvailable = (message = 'Sorry, your selection is not available.') =>
  new AppError('not-available', message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('too-many-requests', 'Too many requests, please try again later.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** One field, one message: the common case. */
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });

export function joinModelState(modelState: ModelState): string {
  return Object.values(modelState).flat().join(' ');
}
