import type { ApiError as ApiErrorBody, ErrorCode } from '@storefront/contracts/errors';

/** An error answered by the API (`{ error: { code, message, fields? } }`) or a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | 'network_error' | 'invalid_response';
  readonly fields: Readonly<Record<string, string>>;
  /**
   * What the body answered beside `error`, for an operation that documents more (an import's
   * undo refused: the `changedSince` handles).
   */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    fields: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }

  /** Builds the error from a failed response's body, whatever shape it has. */
  static fromResponse(status: number, body: unknown): ApiError {
    if (isErrorBody(body)) {
      const { error, ...details } = body;
      return new ApiError(status, error.code, error.message, error.fields, details);
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
