import { ErrorCode } from '@mathquest/contracts';

/**
 * The one error type handlers throw. It carries an HTTP status and a stable code from
 * the contracts, and is turned into the error envelope by the error-handler plugin.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** Seconds the caller should wait before trying again; the error handler sends it as Retry-After. */
  readonly retryAfterS: number | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, options: { field?: string; cause?: unknown; retryAfterS?: number } = {}) {
    super(message, { cause: options.cause });
    this.statusCode = statusCode;
    this.code = code;
    this.field = options.field;
    this.retryAfterS = options.retryAfterS;
  }
}

export const badRequest = (message: string, field?: string, code: ErrorCode = ErrorCode.VALIDATION_ERROR) =>
  new AppError(400, code, message, field === undefined ? {} : { field });
export const unauthorized = (message = 'Please log in', code: ErrorCode = ErrorCode.UNAUTHORIZED) => new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that') => new AppError(403, ErrorCode.FORBIDDEN, message);
export const notFound = (message: string, code: ErrorCode = ErrorCode.NOT_FOUND) => new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = ErrorCode.CONFLICT) => new AppError(409, code, message);
export const payloadTooLarge = (message = 'The request body is too large') => new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, message);
export const tooManyRequests = (message: string, retryAfterS: number) => new AppError(429, ErrorCode.RATE_LIMITED, message, { retryAfterS });
export const paymentRequired = (message: string, code: ErrorCode = ErrorCode.PLAN_LIMIT_REACHED) => new AppError(402, code, message);

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
