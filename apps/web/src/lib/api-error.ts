import { apiErrorSchema, type ErrorCode } from '@storefront/contracts/errors';

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
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiError(status, code, message, fields);
    }
    return new ApiError(status, status >= 500 ? 'internal' : 'bad_request', `HTTP ${status}`);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
