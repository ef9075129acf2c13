import {
  type ApiError,
  type ErrorCode,
  LANGUAGE_HEADER,
  type LanguageCode,
  pickLanguage,
} from '@storefront/contracts';
import type { TranslationValues } from '@storefront/contracts/i18n/translate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import { localizeMessage } from '../lib/messages.ts';

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

/**
 * Errors the router meets before any hook runs (a path that is not valid UTF-8 once decoded, a
 * path segment over the router's limit): Fastify's own answer is off our error format and echoes
 * the URL, so they are answered here, in the caller's language.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pickLanguage(request.headers[LANGUAGE_HEADER]);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = localizeMessage(tooLong ? 'errors.pathTooLong' : 'errors.badUrl', lang);
  return reply.status(status).send(errorBody('bad_request', message));
}

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

interface FieldMessage {
  message: string;
  /** {{min}} and {{max}} for messages such as 'validation.passwordTooShort'. */
  values: TranslationValues;
}

/** Zod issues from a request part → `{ email: { message: 'validation.email', … } }`, the field named. */
function validationFields(error: FastifyError): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  const context = error.validationContext ?? 'body';
  for (const issue of error.validation ?? []) {
    const params = (issue.params ?? {}) as { minimum?: unknown; maximum?: unknown };
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.length > 0 ? path.join('.') : context;
    const values: Record<string, string | number> = {};
    if (isBound(params.minimum)) values.min = Number(params.minimum);
    if (isBound(params.maximum)) values.max = Number(params.maximum);
    fields[field] ??= { message: issue.message ?? 'Invalid value', values };
  }
  return fields;
}

const isBound = (value: unknown): value is number | bigint =>
  typeof value === 'number' || typeof value === 'bigint';

function languageOf(request: FastifyRequest): LanguageCode {
  return request.lang ?? 'en';
}

/** `retry-after` as set by @fastify/rate-limit before it throws, in whole minutes. */
function retryMinutes(reply: FastifyReply): number | undefined {
  const seconds = Number(reply.getHeader('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}

/**
 * ARCHITECTURE: errors are `{ error: { code, message, fields? } }` with the right status, and no
 * input a client controls ever produces a 5xx or a stack trace. Messages (and field messages)
 * that are UI translation keys are answered in the request's language (issue 4): the contracts'
 * schemas and the services speak in keys, so the API and the storefront say the same words.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = languageOf(request);
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([field, message]) => [
              field,
              localizeMessage(message, lang, error.values),
            ]),
          )
        : undefined;
      const body = errorBody(
        error.code,
        localizeMessage(error.message, lang, error.values),
        fields,
      );
      return reply.status(error.statusCode).send({ ...error.details, ...body });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = Object.fromEntries(
        Object.entries(validationFields(error)).map(([field, { message, values }]) => [
          field,
          localizeMessage(message, lang, values),
        ]),
      );
      const list = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
      const message = `${localizeMessage('errors.invalidRequest', lang)} ${list.join('; ')}`;
      return reply.status(400).send(errorBody('validation_failed', message, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit: "try again in N minutes", in the shopper's language.
      const count = retryMinutes(reply);
      const message =
        count === undefined
          ? localizeMessage('errors.tooManyRequests', lang)
          : localizeMessage('errors.tooManyAttempts', lang, { count });
      return reply.status(429).send(errorBody('rate_limited', message));
    }
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? 'bad_request';
      const message = fastifyMessages[error.code] ?? localizeMessage(error.message, lang);
      return reply.status(status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status === 503 ? 503 : 500)
      .send(
        errorBody(
          status === 503 ? 'unavailable' : 'internal',
          localizeMessage('errors.generic', lang),
        ),
      );
  });
});
