import { STATUS_CODES } from 'node:http';
import { type ApiError, apiErrorSchema } from '@storefront/contracts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_ACCESS_HEADER,
} from '@storefront/contracts/order-rules';
import { z } from 'zod';
import { ERROR_STATUSES_KEY, type ErrorStatus, type OperationName } from '../lib/error-answers.ts';
import { PREVIEW_HEADER } from '../lib/preview-token.ts';
import { bodyExamples, responseExamples } from './docs-examples.ts';

/**
 * Turns what route() recorded of each operation into the OpenAPI answers (issue 18): every
 * error status it can answer, as a shared response in the JSON error format; the answers its
 * schema cannot state (a PDF, an empty 204); the form and the headers it reads by hand; the
 * examples.
 */

type Json = Record<string, unknown>;

interface ErrorResponse {
  name: string;
  description: string;
  example: ApiError;
}

const ERROR_RESPONSES: Record<ErrorStatus, ErrorResponse> = {
  400: {
    name: 'BadRequest',
    description:
      'Refused input (`validation_failed`): `fields` names each refused part (a body field such ' +
      'as `items.2.quantity`, a query or path parameter, a header) with a message in the ' +
      "request's language. `bad_request` when the body is not JSON at all.",
    example: {
      error: {
        code: 'validation_failed',
        message: 'Invalid request. quantity: Enter a whole number from 1 to 999.',
        fields: { quantity: 'Enter a whole number from 1 to 999.' },
      },
    },
  },
  401: {
    name: 'Unauthorized',
    description:
      'No valid access token: none was sent, it expired (refresh it) or its session ended ' +
      '(sign in again); or refused credentials.',
    example: { error: { code: 'unauthorized', message: 'Authentication is required.' } },
  },
  403: {
    name: 'Forbidden',
    description:
      "Not for this caller: `{userId}` is not the token's user, the operation is for staff, or " +
      'the description says why (a guest must register first…).',
    example: { error: { code: 'forbidden', message: 'You may not access this resource.' } },
  },
  404: {
    name: 'NotFound',
    description:
      "No such thing for this caller (another user's counts as none). For an id sent in the " +
      'body or the query, `fields` names it.',
    example: { error: { code: 'not_found', message: 'This order does not exist.' } },
  },
  409: {
    name: 'Conflict',
    description:
      'Valid, but what is there now forbids it (the stock, a full cart, a value another account ' +
      "has, the order's status); `fields` names what, when it is a field.",
    example: {
      error: {
        code: 'conflict',
        message: 'Only 3 left in stock.',
        fields: { quantity: 'Only 3 left in stock.' },
      },
    },
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is over the limit: 1 MB of JSON, or 5 MB for an uploaded file.',
    example: { error: { code: 'payload_too_large', message: 'The request body is too large.' } },
  },
  414: {
    name: 'PathTooLong',
    description: 'A path parameter is longer than the router reads (100 characters).',
    example: { error: { code: 'bad_request', message: 'A part of this address is too long.' } },
  },
  415: {
    name: 'UnsupportedMediaType',
    description:
      'The body is not `application/json` (an upload: not `multipart/form-data`, or a file of a ' +
      'type the shop does not take).',
    example: {
      error: { code: 'unsupported_media_type', message: 'This content type is not accepted here.' },
    },
  },
  422: {
    name: 'IdempotencyKeyReused',
    description: `The ${IDEMPOTENCY_KEY_HEADER} was used before for a different request.`,
    example: {
      error: {
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was used for a different order request. Send a new key.',
        fields: {
          [IDEMPOTENCY_KEY_HEADER]:
            'This Idempotency-Key was used for a different order request. Send a new key.',
        },
      },
    },
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Too many attempts from this address (or, signing in, for this email): wait the seconds ' +
      'of `Retry-After`.',
    example: {
      error: { code: 'rate_limited', message: 'Too many attempts. Try again in 1 minute.' },
    },
  },
};

const SERVER_ERROR: ErrorResponse = {
  name: 'ServerError',
  description:
    "The server's own failure (500 `internal`) or a service it needs is down (503 " +
    '`unavailable`), in the same format, with no detail. No input causes one.',
  example: { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
};

/** Success answers a route's schema cannot state: not JSON, or no body at all. */
const SUCCESS_ANSWERS: Partial<Record<OperationName, Record<string, Json>>> = {
  getOrderInvoice: {
    200: {
      description: 'The invoice, as an attachment named after the order number.',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    },
  },
  downloadFile: {
    200: {
      description: 'The file, as an attachment, in its own content type.',
      content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
    },
  },
  deleteAddress: { 204: { description: 'Deleted.' } },
};

/** A body the route reads itself (a multipart form), which its schema therefore cannot state. */
const FORM_BODIES: Partial<Record<OperationName, Json>> = {
  uploadFile: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: { type: 'string', format: 'binary', description: 'The file.' } },
          required: ['file'],
        },
      },
    },
  },
};

const IDEMPOTENCY_KEY = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: true,
  description:
    'One key per order the shopper means to place: the same key again answers the order it ' +
    'placed (200) rather than placing another.',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

const ORDER_ACCESS = {
  name: ORDER_ACCESS_HEADER,
  in: 'header',
  required: false,
  description:
    'The key POST orders/lookup answers: it opens that one order to a guest on any device. ' +
    'One that does not open this order is ignored.',
  schema: { type: 'string' },
};

const HOME_PREVIEW = {
  name: PREVIEW_HEADER,
  in: 'header',
  required: false,
  description:
    'A home page preview token (POST admin/home/preview): the answer is the draft layout’s, ' +
    'never kept (no-store). One that is forged, expired or for something else is ignored.',
  schema: { type: 'string' },
};

/** Headers a route reads itself rather than through its schema. */
const HEADER_PARAMETERS: Partial<Record<OperationName, Json[]>> = {
  listDataLists: [HOME_PREVIEW],
  getDataList: [HOME_PREVIEW],
  listProductDataListItems: [HOME_PREVIEW],
  listProductDataListGroupItems: [HOME_PREVIEW],
  listCategoryDataListItems: [HOME_PREVIEW],
  listCategoryDataListGroupItems: [HOME_PREVIEW],
  listDataListProducts: [HOME_PREVIEW],
  listDataListCategories: [HOME_PREVIEW],
  placeOrder: [IDEMPOTENCY_KEY],
  getOrder: [ORDER_ACCESS],
  listOrderItems: [ORDER_ACCESS],
  getOrderInvoice: [ORDER_ACCESS],
  cancelOrder: [ORDER_ACCESS],
  requestOrderReturn: [ORDER_ACCESS],
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The document with each operation's answers filled in, and the components they share. */
export function withAnswers<D extends { paths?: unknown; components?: unknown }>(document: D): D {
  const used = new Set<ErrorResponse>();
  const paths = (document.paths ?? {}) as Record<string, Json>;
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (operation) answer(operation, used);
    }
  }
  const components = (document.components ?? {}) as Json;
  return {
    ...document,
    components: {
      ...components,
      schemas: { ...(components.schemas as Json), ApiError: apiErrorJsonSchema() },
      responses: Object.fromEntries([...used].map((error) => [error.name, errorResponse(error)])),
      // Only what is used: Redocly warns of an unused component.
      ...(used.has(ERROR_RESPONSES[429]) ? { headers: { RetryAfter: RETRY_AFTER } } : {}),
    },
  };
}

function answer(operation: Json, used: Set<ErrorResponse>): void {
  const name = operation.operationId as OperationName;
  const statuses = operation[ERROR_STATUSES_KEY] as ErrorStatus[] | undefined;
  delete operation[ERROR_STATUSES_KEY];
  const responses = { ...(operation.responses as Record<string, Json>) };
  const success = SUCCESS_ANSWERS[name];
  if (success) {
    for (const status of Object.keys(responses)) {
      if (status.startsWith('2')) delete responses[status];
    }
    Object.assign(responses, success);
  }
  for (const [status, response] of Object.entries(responses)) {
    // @fastify/swagger's placeholder, for a schema that gave none: the status's own name.
    if (response.description === 'Default Response') {
      responses[status] = { ...response, description: STATUS_CODES[status] ?? status };
    }
  }
  for (const status of statuses ?? []) {
    const error = ERROR_RESPONSES[status];
    used.add(error);
    responses[status] = { $ref: `#/components/responses/${error.name}` };
  }
  if (statuses) {
    used.add(SERVER_ERROR);
    responses.default = { $ref: `#/components/responses/${SERVER_ERROR.name}` };
  }
  operation.responses = responses;
  const form = FORM_BODIES[name];
  if (form) operation.requestBody = form;
  const headers = HEADER_PARAMETERS[name];
  if (headers) operation.parameters = [...((operation.parameters as Json[]) ?? []), ...headers];
  addExamples(operation, name, responses);
}

function addExamples(operation: Json, name: OperationName, responses: Record<string, Json>) {
  const body = bodyExamples[name];
  if (body) jsonMedia(name, operation.requestBody).example = body;
  const response = responseExamples[name];
  if (response) jsonMedia(name, responses[response.status]).example = response.example;
}

/** The `application/json` media of a request body or a response, which must have one. */
function jsonMedia(name: OperationName, holder: unknown): Json {
  const media = (holder as { content?: Record<string, Json> } | undefined)?.content?.[
    'application/json'
  ];
  if (!media) throw new Error(`${name}: an example for a JSON body it does not have`);
  return media;
}

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 1 },
};

function errorResponse(error: ErrorResponse): Json {
  return {
    description: error.description,
    ...(error === ERROR_RESPONSES[429]
      ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } }
      : {}),
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ApiError' },
        example: error.example,
      },
    },
  };
}

/** `{ error: { code, message, fields? } }`, from the contracts' own schema. */
function apiErrorJsonSchema(): Json {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(apiErrorSchema, {
    target: 'draft-2020-12',
  });
  return {
    ...schema,
    description:
      "Every error. `message` is in the request's language; `fields` maps each refused field " +
      '(dot-joined path) to its message.',
  };
}
