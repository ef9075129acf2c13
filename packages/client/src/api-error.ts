import type { ApiError as ApiErrorBody, ErrorCode } from '@storefront/contracts/errors';

/** An error answered by the API (`{ error: { code, message, fields? } }`) or a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | 'network_error' | 'invalid_response';
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** Builds the error from a failed response's body, whatever shape it has. */
  static fromResponse(status: number, body: unknown): ApiError {
    if (isErrorBody(body)) {
      const { code, message, fields } = body.error;
      return new ApiError(status, code, message, fields);
    }
    return new ApiError(status, status >= 500 ? 'internal' : 'bad_request', `HTTP ${status}`);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The shape of ARCHITECTURE.md's error body, checked by hand to keep zod off the first load. */
function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return false;
  if (!('code' in error) || typeof error.code !== 'string') return false;
  if (!('message' in error) || typeof error.message !== 'string') return false;
  return !('fields' in error) || error.fields === undefined || typeof error.fields === 'object';
}
