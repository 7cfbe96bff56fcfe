import { apiErrorMessage, fillPlaceholders, type ApiErrorCode, type DomainApiError } from '@mk/contracts';

/** What an error reply says: a stable code for the dashboard to translate, and the English text. */
export interface ErrorText {
  code: string;
  message: string;
}

/** A catalogue error (`API_ERRORS` of @mk/contracts), its placeholders filled. */
export function apiError(code: ApiErrorCode, values?: Record<string, string | number>): ErrorText {
  return { code, message: apiErrorMessage(code, values) };
}

/** A domain's own error (`defineApiErrors` in its package's `src/contract`), its placeholders filled. */
export function domainError<Codes extends Record<string, DomainApiError>>(
  errors: Codes,
  code: keyof Codes & string,
  values?: Record<string, string | number>,
): ErrorText {
  return { code, message: fillPlaceholders(errors[code].message, values) };
}

const GENERIC_CODES: Record<number, ApiErrorCode> = {
  400: 'request.invalid',
  401: 'auth.required',
  403: 'auth.forbidden',
  404: 'resource.not_found',
  409: 'request.conflict',
  413: 'request.too_large',
  429: 'request.too_many',
  500: 'server.error',
};

/** The fall-back code of a status, for errors thrown with a bare message. */
export function genericCode(status: number): ApiErrorCode {
  return GENERIC_CODES[status] ?? (status >= 500 ? 'server.error' : 'request.invalid');
}

/**
 * An error whose message is safe to show to the caller, with the HTTP status to answer. Thrown
 * with an `ErrorText` (preferred: `apiError('clinic.not_found')`) or a bare message, which gets
 * the status's generic code unless one is given.
 */
export class HttpError extends Error {
  readonly code: string;

  constructor(
    readonly statusCode: number,
    text: string | ErrorText,
    readonly payload: unknown = null,
    code?: string,
  ) {
    super(typeof text === 'string' ? text : text.message);
    this.name = 'HttpError';
    this.code = code ?? (typeof text === 'string' ? genericCode(statusCode) : text.code);
  }
}

export class BadRequestError extends HttpError {
  constructor(text: string | ErrorText, payload: unknown = null, code?: string) {
    super(400, text, payload, code);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(text: string | ErrorText = apiError('auth.required'), code?: string) {
    super(401, text, null, code);
  }
}

export class ForbiddenError extends HttpError {
  constructor(text: string | ErrorText = apiError('auth.forbidden'), code?: string) {
    super(403, text, null, code);
  }
}

export class NotFoundError extends HttpError {
  constructor(text: string | ErrorText = apiError('resource.not_found'), code?: string) {
    super(404, text, null, code);
  }
}

export class ConflictError extends HttpError {
  constructor(text: string | ErrorText, code?: string) {
    super(409, text, null, code);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(text: string | ErrorText, code?: string) {
    super(413, text, null, code);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(text: string | ErrorText, code?: string) {
    super(429, text, null, code);
  }
}
