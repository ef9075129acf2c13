import fc from 'fast-check';
import {
  type ArbitraryOptions,
  BEYOND_INT4,
  BEYOND_INT8,
  deepNesting,
  type JsonSchema,
  resolve,
  schemaArbitrary,
  typesOf,
  type Value,
} from './schema-arbitrary.ts';

/**
 * OpenAPI operation → the requests the fuzz test sends (openapi-fuzz.test.ts): valid samples
 * (the test sends them until one is accepted), then probes built on the accepted one that every
 * operation gets for sure (U+0000 in each string, int4 and int8 overflow in each integer, broken
 * JSON and multipart bodies, an odd path segment), then random mixes of valid and hostile
 * values. Pure and seeded: the same seed and examples give the same requests.
 */

/** The parts of an OpenAPI 3.x document read here. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type Location = 'path' | 'query' | 'header';

export interface Parameter {
  name: string;
  in: Location;
  required: boolean;
  schema: JsonSchema;
  /** Filled with the caller's own id most of the time, to get past the ownership check. */
  own: 'userId' | 'sessionId' | undefined;
}

export interface Operation {
  method: Method;
  /** The OpenAPI path template, e.g. `/api/products/{id}`. */
  path: string;
  key: string;
  parameters: Parameter[];
  /** The application/json request body's schema, if the operation takes one. */
  json: JsonSchema | undefined;
  multipart: boolean;
  secured: boolean;
  /** Ends a session (logout): sent with a throwaway token, so the test's own tokens live on. */
  endsSession: boolean;
}

/** Every path × method of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [name, value] of Object.entries(item)) {
      const method = METHODS.find((candidate) => candidate === name.toUpperCase());
      if (!method) continue; // `parameters`, `summary` and the like sit beside the methods
      // A JSON document: each operation object has the OpenAPI operation's shape.
      operations.push(toOperation(method, path, value as OpenApiOperation));
    }
  }
  return operations;
}

function toOperation(method: Method, path: string, operation: OpenApiOperation): Operation {
  const content = operation.requestBody?.content ?? {};
  const text = `${operation.summary ?? ''} ${operation.description ?? ''}`;
  const endsSession = method === 'DELETE' && path.includes('/sessions/');
  return {
    method,
    path,
    key: `${method} ${path}`,
    parameters: (operation.parameters ?? []).flatMap((parameter): Parameter[] =>
      parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header'
        ? [
            {
              name: parameter.name,
              in: parameter.in,
              required: parameter.required ?? parameter.in === 'path',
              schema: parameter.schema ?? {},
              own: ownIdOf(parameter, endsSession),
            },
          ]
        : [],
    ),
    json: content['application/json']?.schema,
    // @fastify/swagger drops `consumes` when a route has no body schema (POST /api/files), so
    // an upload is also known by its summary or description saying so.
    multipart: 'multipart/form-data' in content || text.includes('multipart/form-data'),
    secured: (operation.security ?? []).length > 0,
    endsSession,
  };
}

function ownIdOf(parameter: OpenApiParameter, endsSession: boolean): Parameter['own'] {
  if (/user-?id$/i.test(parameter.name)) return 'userId';
  if (endsSession && parameter.in === 'path') return 'sessionId';
  return undefined;
}

/**
 * The name a path's `{id}` goes by elsewhere (`/api/countries/{id}` → countryId), so examples
 * learnt from other answers fit it; other parameters keep their own name.
 */
function exampleNameOf(operation: Operation, parameter: Parameter): string {
  if (parameter.in !== 'path' || parameter.name !== 'id') return parameter.name;
  const segments = operation.path.split('/');
  const before = segments[segments.indexOf('{id}') - 1];
  return before ? idNameOf(before) : parameter.name;
}

/** What a list's `id` is called elsewhere: `countries` → countryId, `shipping-methods` → shippingMethodId. */
export function idNameOf(segment: string): string {
  const singular = segment
    .replace(/ies$/, 'y')
    .replace(/(ss|sh|ch|x)es$/, '$1')
    .replace(/([^s])s$/, '$1');
  return `${singular.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase())}Id`;
}

/**
 * The resource an operation answers about: the first word after its last parameter, or after
 * /api (`/api/countries/lookup` → countries, `/api/customers/{userId}/addresses` → addresses).
 */
export function resourceOf(path: string): string | undefined {
  const segments = path.split('/').filter((part) => part && part !== 'api' && !/^v\d+$/.test(part));
  const lastParameter = segments.findLastIndex((part) => part.startsWith('{'));
  return segments[lastParameter + 1] ?? segments[lastParameter - 1];
}

/** Stands for the caller's own user (or session) id, filled in when the request is sent. */
export const OWN = Symbol('own id');
export type ParamValue = Value | typeof OWN;

export type Body =
  | { kind: 'json'; value: Value }
  | { kind: 'raw'; contentType: string | undefined; payload: string | Buffer };

/** Who sends a request; `best` is the signed-in caller the operation accepts (the test finds it). */
export type Identity = 'anonymous' | 'guest' | 'customer' | 'staff' | 'best';

export interface FuzzCase {
  operation: Operation;
  /** Why this request is sent: 'valid sample', 'random', 'U+0000 in query.keyword', … */
  label: string;
  identity: Identity;
  params: Record<Location, Record<string, ParamValue>>;
  body: Body | undefined;
}

/** Random requests cycle through these callers, so each operation is tried with and without. */
const ROTATION: readonly Identity[] = ['anonymous', 'best', 'guest', 'best', 'customer', 'staff'];

export interface CaseOptions {
  seed: number;
  /** Random requests per operation, on top of the valid sample and the probes. */
  runs: number;
  components?: Record<string, JsonSchema>;
  /** Values known to work for a field or parameter of this name (see ArbitraryOptions). */
  examples?: (name: string) => readonly Value[];
}

/**
 * Valid samples with every field filled in, for the test to try until the server accepts one:
 * probes built on an accepted request fail only for what they change, and reach the database.
 */
export function samplesFor(operation: Operation, options: CaseOptions, count: number): FuzzCase[] {
  const { components, examples } = options;
  const seed = seedOf(operation, options);
  const draw = (defaults: boolean, numRuns: number, offset: number) =>
    fc.sample(inputArbitrary(operation, { components, examples, complete: true, defaults }), {
      seed: seed + offset,
      numRuns,
    });
  // The first with the schema's defaults (theme-config's tenantId=1), the others without.
  return [...draw(true, 1, 0), ...draw(false, count - 1, 2)]
    .slice(0, count)
    .map((input) => ({ operation, label: 'valid sample', identity: 'best', ...input }));
}

/** The probes every operation gets, built on the sample, then the random requests. */
export function casesFor(sample: FuzzCase, options: CaseOptions): FuzzCase[] {
  const { operation } = sample;
  const { components, examples } = options;
  const random = fc
    .sample(inputArbitrary(operation, { components, examples, hostility: 1 }), {
      seed: seedOf(operation, options) + 1,
      numRuns: options.runs,
    })
    .map(
      (input, index): FuzzCase => ({
        operation,
        label: 'random',
        identity: ROTATION[index % ROTATION.length] ?? 'anonymous',
        ...input,
      }),
    );
  return [...probes(sample, components), ...random];
}

/** Each operation draws from its own seed, so adding an operation leaves the others' requests be. */
const seedOf = (operation: Operation, options: CaseOptions) =>
  (options.seed + hash(operation.key)) | 0;

type Input = Pick<FuzzCase, 'params' | 'body'>;

function inputArbitrary(operation: Operation, options: ArbitraryOptions): fc.Arbitrary<Input> {
  const paramsIn = (location: Location) => {
    const model: Record<string, fc.Arbitrary<ParamValue>> = {};
    const required: string[] = [];
    for (const parameter of operation.parameters.filter((p) => p.in === location)) {
      const values = schemaArbitrary(
        parameter.schema,
        options,
        exampleNameOf(operation, parameter),
      );
      model[parameter.name] = !parameter.own
        ? values
        : options.hostility
          ? fc.oneof({ weight: 4, arbitrary: fc.constant(OWN) }, values)
          : fc.constant(OWN);
      if (parameter.required || parameter.own || options.complete) required.push(parameter.name);
    }
    return fc.record(model, { requiredKeys: required });
  };
  const body: fc.Arbitrary<Body | undefined> = operation.multipart
    ? options.hostility
      ? multipartArbitrary
      : fc.constant(validUpload)
    : operation.json
      ? schemaArbitrary(operation.json, options).map((value) => ({ kind: 'json', value }))
      : fc.constant(undefined);
  return fc.record({
    params: fc.record({
      path: paramsIn('path'),
      query: paramsIn('query'),
      header: paramsIn('header'),
    }),
    body,
  });
}

/** The requests every operation gets, whatever the dice say. */
function probes(sample: FuzzCase, components?: Record<string, JsonSchema>): FuzzCase[] {
  const { operation } = sample;
  const variant = (label: string, change: Partial<Input>): FuzzCase => ({
    ...sample,
    label,
    ...change,
  });
  const cases: FuzzCase[] = [];

  const leaves = [
    ...operation.parameters.flatMap((parameter) =>
      leavesOf(parameter.schema, [parameter.in, parameter.name], components),
    ),
    ...(operation.json ? leavesOf(operation.json, ['body'], components) : []),
  ];
  for (const leaf of leaves) {
    const where = leaf.path.join('.');
    if (leaf.types.includes('string')) {
      const current = valueAt(sample, leaf.path);
      const nul = withNul(typeof current === 'string' ? current : 'ab', leaf.schema.maxLength);
      cases.push(variant(`U+0000 in ${where}`, placed(sample, leaf.path, nul)));
    }
    if (leaf.types.includes('integer')) {
      cases.push(variant(`${BEYOND_INT4} in ${where}`, placed(sample, leaf.path, BEYOND_INT4)));
      cases.push(variant(`${BEYOND_INT8} in ${where}`, placed(sample, leaf.path, BEYOND_INT8)));
    }
  }
  // A path segment that is not UTF-8, or longer than the router takes, fails before any route
  // runs: the framework's own answer must still be the API's error shape.
  const segment = operation.parameters.find((parameter) => parameter.in === 'path');
  if (segment) {
    const where = ['path', segment.name];
    cases.push(
      variant(`lone surrogate in path.${segment.name}`, placed(sample, where, 'a\ud800')),
      variant(`1000 characters in path.${segment.name}`, placed(sample, where, 'x'.repeat(1000))),
    );
  }

  const json = sample.body?.kind === 'json' ? toJson(sample.body.value) : '{"a":1}';
  const raw = (contentType: string | undefined, payload: string | Buffer): Input => ({
    params: sample.params,
    body: { kind: 'raw', contentType, payload },
  });
  if (operation.json) {
    const first = Object.keys(resolve(operation.json, components).properties ?? {})[0] ?? 'a';
    const deep = setAt(sample.body?.kind === 'json' ? sample.body.value : {}, [first], DEEP);
    cases.push(
      variant('truncated JSON', raw(JSON_TYPE, json.slice(0, Math.ceil(json.length / 2)))),
      variant('JSON with trailing garbage', raw(JSON_TYPE, `${json} }garbage`)),
      variant('empty JSON body', raw(JSON_TYPE, '')),
      variant(`2000 levels of nesting in body.${first}`, { body: { kind: 'json', value: deep } }),
      variant('JSON sent as multipart', raw(`${MULTIPART_TYPE}; boundary=${BOUNDARY}`, json)),
    );
  } else if (operation.multipart) {
    const upload = validUpload.payload;
    cases.push(
      variant('multipart without boundary', raw(MULTIPART_TYPE, upload)),
      variant(
        'multipart boundary never in body',
        raw(`${MULTIPART_TYPE}; boundary=absent`, upload),
      ),
      variant('truncated multipart', raw(validUpload.contentType, upload.subarray(0, 150))),
      variant('empty multipart body', raw(validUpload.contentType, '')),
      variant('JSON sent as multipart', raw(validUpload.contentType, '{"file":"x"}')),
      variant('U+0000 in the file name', { body: uploadBody({ filename: 'a\u0000b.png' }) }),
    );
  } else if (operation.method !== 'GET') {
    // No body expected, but a client may send one anyway.
    cases.push(variant('truncated JSON', raw(JSON_TYPE, '{"a":')));
  }
  return cases;
}

/**
 * The sample with the fields an error named (`countryId`, `items.0.quantity`) taken from a fresh
 * sample, the rest kept: what was accepted stays. The fresh sample whole when none is found.
 */
export function repaired(sample: FuzzCase, fresh: FuzzCase, fields: string[]): FuzzCase {
  let result = sample;
  for (const field of fields) {
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    for (const location of ['body', 'path', 'query', 'header']) {
      const where = [location, ...path];
      const value = valueAt(fresh, where);
      if (
        value === undefined ||
        typeof value === 'symbol' ||
        valueAt(result, where) === undefined
      ) {
        continue;
      }
      // valueAt reads what a sample holds: Values, OWN aside.
      result = { ...result, ...placed(result, where, value as Value) };
    }
  }
  return result === sample ? fresh : result;
}

interface Leaf {
  /** Where the value sits in a case: ['query', 'keyword'], ['body', 'items', 0, 'productId']. */
  path: (string | number)[];
  types: string[];
  schema: JsonSchema;
}

/** The scalar fields of a schema, objects and arrays (first item) walked into. */
function leavesOf(
  schema: JsonSchema,
  path: (string | number)[],
  components?: Record<string, JsonSchema>,
): Leaf[] {
  const resolved = resolve(schema, components);
  const branches = [resolved, ...(resolved.anyOf ?? resolved.oneOf ?? [])].map((branch) =>
    resolve(branch, components),
  );
  const object = branches.find((branch) => branch.properties);
  if (object?.properties) {
    return Object.entries(object.properties).flatMap(([name, property]) =>
      leavesOf(property, [...path, name], components),
    );
  }
  const array = branches.find((branch) => branch.items);
  if (array?.items) return leavesOf(array.items, [...path, 0], components);
  return [{ path, types: typesOf(resolved), schema: resolved }];
}

/** The text with a U+0000 in its middle (between code points), still within maxLength. */
function withNul(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const chars = Array.from(text);
  chars.splice(Math.floor(chars.length / 2), 0, '\u0000');
  const nul = chars.join('');
  return nul.length > maxLength ? nul.slice(0, maxLength) : nul;
}

function valueAt(fuzzCase: FuzzCase, [head, ...rest]: (string | number)[]): unknown {
  const body = fuzzCase.body?.kind === 'json' ? fuzzCase.body.value : undefined;
  let value: unknown = head === 'body' ? body : fuzzCase.params[head as Location];
  for (const key of rest) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The case's params and body with the value put at the leaf's path. */
function placed(fuzzCase: FuzzCase, [head, ...rest]: (string | number)[], value: Value): Input {
  if (head === 'body') {
    const body = fuzzCase.body?.kind === 'json' ? fuzzCase.body.value : {};
    return { params: fuzzCase.params, body: { kind: 'json', value: setAt(body, rest, value) } };
  }
  const location = head as Location;
  const [name, ...inner] = rest;
  const params = { ...fuzzCase.params[location] };
  const current = params[String(name)];
  params[String(name)] = setAt(current === OWN ? undefined : current, inner, value);
  return { params: { ...fuzzCase.params, [location]: params }, body: fuzzCase.body };
}

/** A copy of the target with the value at the path, making the objects and arrays on the way. */
export function setAt(target: Value | undefined, path: (string | number)[], value: Value): Value {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(target) ? [...target] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const object = isRecord(target) ? { ...target } : {};
  object[head] = setAt(object[head], rest, value);
  return object;
}

const isRecord = (value: Value | undefined): value is { [key: string]: Value } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DEEP = deepNesting(2000, 'array');
const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';
const BOUNDARY = '----fuzz7d3c1b';

/** A 1×1 PNG: the smallest upload the server accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: string | Buffer;
}

function multipartBody(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part) => {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `\r\ncontent-type: ${part.contentType}`;
    return [
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    ];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

function uploadBody(file: Partial<Part>): Body & { kind: 'raw'; payload: Buffer } {
  return {
    kind: 'raw',
    contentType: `${MULTIPART_TYPE}; boundary=${BOUNDARY}`,
    payload: multipartBody([
      { name: 'file', filename: 'pixel.png', contentType: 'image/png', data: PNG, ...file },
    ]),
  };
}

const validUpload = uploadBody({});

/** Uploads with odd names, types and bytes, sometimes more parts than one. */
const multipartArbitrary: fc.Arbitrary<Body | undefined> = fc
  .record({
    name: fc.constantFrom('file', 'file', 'other', ''),
    filename: schemaArbitrary({ type: 'string', maxLength: 40 }, { hostility: 2 }).map(String),
    contentType: fc.constantFrom('image/png', 'image/svg+xml', 'application/pdf', 'text/plain', ''),
    data: fc.oneof(
      fc.constant(PNG),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constant('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      fc.constant(''),
    ),
    extra: fc.array(fc.record({ name: fc.string({ maxLength: 8 }), data: fc.string() }), {
      maxLength: 2,
    }),
  })
  .map(({ extra, ...file }) => ({
    kind: 'raw',
    contentType: `${MULTIPART_TYPE}; boundary=${BOUNDARY}`,
    payload: multipartBody([file, ...extra]),
  }));

/** What the fuzz test hands to app.inject (remoteAddress aside). */
export interface InjectRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface Caller {
  token: string;
  userId: string;
  sessionId: string;
}

/** Someone else's id, for an anonymous request to a route about "own" things. */
const STRANGER_ID = '00000000-0000-4000-8000-000000000001';

export function toInject(fuzzCase: FuzzCase, caller: Caller | undefined): InjectRequest {
  const { operation, params, body } = fuzzCase;
  const text = (parameter: Parameter, value: ParamValue): string[] => {
    if (value !== OWN) return paramTexts(value);
    return [
      parameter.own === 'sessionId'
        ? (caller?.sessionId ?? STRANGER_ID)
        : (caller?.userId ?? STRANGER_ID),
    ];
  };
  let url = operation.path;
  const query: string[] = [];
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = params[parameter.in][parameter.name];
    if (value === undefined) continue;
    const texts = text(parameter, value);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encode(texts.join(',')));
    if (parameter.in === 'query') {
      for (const item of texts) query.push(`${encode(parameter.name)}=${encode(item)}`);
    }
    if (parameter.in === 'header') headers[parameter.name] = texts.join(',');
  }
  if (query.length > 0) url += `?${query.join('&')}`;
  if (caller) headers.authorization = `Bearer ${caller.token}`;
  if (!body) return { method: operation.method, url, headers };
  if (body.kind === 'json') {
    headers['content-type'] = JSON_TYPE;
    return { method: operation.method, url, headers, payload: toJson(body.value) };
  }
  if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  return { method: operation.method, url, headers, payload: body.payload };
}

/** How a value travels in a URL: arrays as repeated parameters, objects as JSON. */
function paramTexts(value: Value): string[] {
  if (Array.isArray(value)) return value.flatMap(paramTexts);
  if (typeof value === 'object' && value !== null) return [toJson(value)];
  return [String(value)];
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the bytes a
 * careless encoder would write for it (WTF-8): invalid UTF-8 is exactly what we want to send.
 */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0xd800 || code > 0xdfff) {
        out += encodeURIComponent(char);
        continue;
      }
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return out;
  }
}

// JSON.rawJSON (Node 21+) is not in the ES2024 lib yet.
const rawJson = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;

/** JSON text, with bigints written out digit for digit. */
export function toJson(value: Value): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? rawJson(item.toString()) : item,
  );
}

/** FNV-1a: a stable number per operation, to spread the seed. */
function hash(text: string): number {
  let result = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    result ^= text.charCodeAt(i);
    result = Math.imul(result, 0x01000193);
  }
  return result >>> 0;
}
