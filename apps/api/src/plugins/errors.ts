import type { ApiError, ErrorCode } from '@storefront/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

/** Fastify's own client errors, worded for people rather than as internal error codes. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Zod issues from a request part → `{ "email": "Invalid email address" }`, the field named. */
function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  const context = error.validationContext ?? 'body';
  for (const issue of error.validation ?? []) {
    const params = issue.params as
      | { issue?: { path?: PropertyKey[]; message?: string } }
      | undefined;
    const path = params?.issue?.path ?? issue.instancePath.split('/').filter(Boolean);
    const field = path.length > 0 ? path.map(String).join('.') : context;
    fields[field] ??= params?.issue?.message ?? issue.message ?? 'Invalid value';
  }
  return fields;
}

/**
 * ARCHITECTURE: errors are `{ error: { code, message, fields? } }` with the right status, and no
 * input a client controls ever produces a 5xx or a stack trace.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      const list = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
      return reply
        .status(400)
        .send(errorBody('validation_failed', `Invalid request. ${list.join('; ')}`, fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? 'bad_request';
      const message = fastifyMessages[error.code] ?? error.message;
      return reply.status(status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status === 503 ? 503 : 500)
      .send(
        errorBody(
          status === 503 ? 'unavailable' : 'internal',
          'Something went wrong on our side. Please try again.',
        ),
      );
  });
});
