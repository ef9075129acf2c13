import type { ErrorCode } from '@storefront/contracts';
import type { TranslationValues } from '@storefront/contracts/i18n/translate';

export interface HttpErrorExtras {
  /** Values for the {{placeholders}} of a message that is a translation key, e.g. `{ count: 3 }`. */
  values?: TranslationValues;
  /** Response headers the error needs, e.g. `retry-after`. */
  headers?: Record<string, string>;
  /** Data the client acts on, answered beside `error` (documented by the operation). */
  details?: Record<string, unknown>;
}

/**
 * An error a client caused or may see; the errors plugin turns it into the JSON error format.
 * `message` and the `fields` messages may be UI translation keys ('errors.emailTaken'): the
 * plugin answers them in the request's language.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly values: TranslationValues | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    extras: HttpErrorExtras = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.values = extras.values;
    this.headers = extras.headers;
    this.details = extras.details;
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'errors.unauthorized') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'errors.forbidden') => new HttpError(403, 'forbidden', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'validation_failed', message, fields);

/** 400 for one field: the field's message is also the error's message. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, 'validation_failed', message, { [field]: message });

/** 409 for values another record already holds, e.g. `{ email: 'errors.emailTaken' }`. */
export const conflict = (fields: Record<string, string>) =>
  new HttpError(409, 'conflict', Object.values(fields)[0] ?? 'errors.generic', fields);

/** 429 with Retry-After, worded as "try again in N minutes". */
export const tooManyAttempts = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, 'rate_limited', 'errors.tooManyAttempts', undefined, {
    values: { count: Math.ceil(seconds / 60) },
    headers: { 'retry-after': String(seconds) },
  });
};
