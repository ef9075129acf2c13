import { describe, expect, it } from 'vitest';
import {
  casesFor,
  encode,
  type FuzzCase,
  type OpenApiDocument,
  operationsOf,
  repaired,
  samplesFor,
  toInject,
  toJson,
} from './requests.ts';
import type { Value } from './schema-arbitrary.ts';

const document: OpenApiDocument = {
  paths: {
    '/api/customers/{userId}/address/{id}': {
      parameters: [],
      put: {
        security: [{ bearer: [] }],
        parameters: [
          { name: 'userId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'keyword', in: 'query', schema: { type: 'string', maxLength: 5 } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  fullName: { type: 'string', minLength: 2 },
                  lines: {
                    type: 'array',
                    items: { type: 'object', properties: { productId: { type: 'integer' } } },
                  },
                },
                required: ['fullName'],
              },
            },
          },
        },
      },
    },
    '/api/files': { post: { summary: 'Upload a file (multipart/form-data, one file)' } },
    '/api/tenants/self/sessions/{id}': {
      delete: { parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }] },
    },
  },
};
const [address, upload, logout] = operationsOf(document);
const options = { seed: 1, runs: 3 };
const caller = { token: 't', userId: 'me', sessionId: 's1' };

describe('operationsOf', () => {
  it('reads every path × method, its parameters and body', () => {
    expect(operationsOf(document).map((operation) => operation.key)).toEqual([
      'PUT /api/customers/{userId}/address/{id}',
      'POST /api/files',
      'DELETE /api/tenants/self/sessions/{id}',
    ]);
    expect(address).toMatchObject({ secured: true, multipart: false, endsSession: false });
    expect(address?.json?.required).toEqual(['fullName']);
    expect(upload?.multipart).toBe(true);
    expect(logout?.endsSession).toBe(true);
  });
});

describe('casesFor', () => {
  const labels = (operation = address) => {
    const [sample] = samplesFor(operation!, options, 1);
    return casesFor(sample!, options).map((fuzzCase) => fuzzCase.label);
  };

  it('probes every string with U+0000 and every integer beyond int4 and int8', () => {
    expect(labels()).toEqual(
      expect.arrayContaining([
        'U+0000 in path.userId',
        '2147483648 in path.id',
        '9223372036854775808 in path.id',
        'lone surrogate in path.userId',
        '1000 characters in path.userId',
        'U+0000 in query.keyword',
        'U+0000 in body.fullName',
        '2147483648 in body.lines.0.productId',
        '9223372036854775808 in body.lines.0.productId',
        'truncated JSON',
        'JSON with trailing garbage',
        '2000 levels of nesting in body.fullName',
        'JSON sent as multipart',
      ]),
    );
  });

  it('sends broken multipart bodies to an upload', () => {
    expect(labels(upload)).toEqual(
      expect.arrayContaining([
        'multipart without boundary',
        'multipart boundary never in body',
        'truncated multipart',
        'empty multipart body',
        'U+0000 in the file name',
      ]),
    );
  });

  it('tries each operation without a token and with one, the same way for the same seed', () => {
    const [sample] = samplesFor(address!, options, 1);
    const random = casesFor(sample!, options).filter((fuzzCase) => fuzzCase.label === 'random');
    expect(random.map((fuzzCase) => fuzzCase.identity)).toEqual(['anonymous', 'best', 'guest']);
    expect(casesFor(sample!, options).map((c) => toInject(c, caller))).toEqual(
      casesFor(sample!, options).map((c) => toInject(c, caller)),
    );
  });
});

describe('toInject', () => {
  it("fills in the caller's own user and session ids, and the token", () => {
    const [sample] = samplesFor(address!, options, 1);
    const request = toInject(sample!, caller);
    expect(request.url).toMatch(/^\/api\/customers\/me\/address\/\d+/);
    expect(request.headers.authorization).toBe('Bearer t');
    const [end] = samplesFor(logout!, options, 1);
    expect(toInject(end!, caller).url).toBe('/api/tenants/self/sessions/s1');
    expect(toInject(end!, undefined).headers.authorization).toBeUndefined();
  });

  it('mends only the fields an error named', () => {
    const [first, fresh] = samplesFor(address!, { ...options, seed: 5 }, 2);
    const bodyOf = (fuzzCase?: FuzzCase) =>
      fuzzCase?.body?.kind === 'json' ? (fuzzCase.body.value as Record<string, Value>) : {};
    const mended = repaired(first!, fresh!, ['fullName']);
    expect(bodyOf(mended)).toEqual({ ...bodyOf(first), fullName: bodyOf(fresh).fullName });
    expect(mended.params).toBe(first!.params);
    expect(repaired(first!, fresh!, ['nothing.here'])).toBe(fresh);
  });
});

describe('encoding', () => {
  it('writes bigints digit for digit and lone surrogates as the bytes a careless client sends', () => {
    expect(toJson({ id: 9223372036854775808n })).toBe('{"id":9223372036854775808}');
    expect(encode('a\u0000b')).toBe('a%00b');
    expect(encode('x\ud800')).toBe('x%ED%A0%80');
  });
});
