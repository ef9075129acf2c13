import type { ErrorCode } from '@storefront/contracts';

/** An error a client caused or may see; the errors plugin turns it into the JSON error format. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'Authentication is required.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You may not access this resource.') =>
  new HttpError(403, 'forbidden', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'validation_failed', message, fields);
