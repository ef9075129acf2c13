import { randomInt } from 'node:crypto';
import { apiErrorSchema } from '@storefront/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader, claimsOf, createGuest, signIn, useTestApp } from '../test/app.ts';
import {
  type Caller,
  type CaseOptions,
  casesFor,
  type FuzzCase,
  type Identity,
  type InjectRequest,
  idNameOf,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  repaired,
  resourceOf,
  samplesFor,
  toInject,
} from './requests.ts';
import type { Value } from './schema-arbitrary.ts';

/**
 * Fuzzes every operation of the OpenAPI document the app serves, with and without a token
 * (ARCHITECTURE: no input a client controls ever produces a 5xx or a stack trace, and errors are
 * `{ error: { code, message, fields? } }`). The requests come from requests.ts; failures are
 * collected, not stopped at, and listed with the seed that replays them:
 *
 *   FUZZ_SEED=123 npx vitest run --project api:pglite apps/api/src/fuzz
 *
 * FUZZ_RUNS (default 3) sets the random requests per operation, on top of the fixed probes;
 * FUZZ_VERBOSE=1 prints every request and its answer.
 */
const seed = process.env.FUZZ_SEED
  ? Number.parseInt(process.env.FUZZ_SEED, 10)
  : randomInt(2 ** 31 - 1);
const runs = Number.parseInt(process.env.FUZZ_RUNS ?? '3', 10);

const context = useTestApp();

type SignedIn = 'guest' | 'customer' | 'staff';

/** The staff caller is the owner, whose role allows every back-office operation. */
const DEMO_LOGINS = {
  customer: ['customer@dukkan.demo', 'dukkan-shopper-2026'],
  staff: ['owner@dukkan.demo', 'dukkan-admin-2026'],
} as const;

/** Valid samples tried per operation before the probes, at most. */
const SAMPLE_TRIES = 5;
const STACK_TRACE = /\n\s+at .+:\d+:\d+/;

/**
 * Values that pass the checks a schema cannot state (a real email, a phone number that exists,
 * a password strong enough), so valid samples get past validation. The rest is learnt from the
 * API's own answers as the run goes (see harvest).
 */
const SEED_EXAMPLES: Record<string, Value[]> = {
  // Several: an email once registered is taken, and a refused one is swapped for another.
  email: Array.from({ length: 8 }, (_, index) => `fuzz.shopper${index}@example.com`),
  phone: ['+96550001234'],
  password: ['Quartz-Tango-Fuzz-2026'],
  newPassword: ['Quartz-Tango-Fuzz-2027'],
};

interface Failure {
  label: string;
  identity: string;
  operation: Operation;
  request: InjectRequest;
  status: number;
  problems: string[];
  received: string;
}

describe(`OpenAPI fuzz (FUZZ_SEED=${seed})`, () => {
  const callers = {} as Record<SignedIn, Caller>;
  const failures: Failure[] = [];
  const learnt = new Map<string, Set<Value>>();
  let sent = 0;

  beforeAll(async () => {
    console.info(`OpenAPI fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
    // Signed in once and reused: login allows ~10 attempts a minute per address.
    callers.guest = await newGuest();
    callers.customer = await signedIn('customer');
    callers.staff = await signedIn('staff');
  });

  it('no request gets a 5xx, a stack trace or an error off the contract', async () => {
    // app.swagger() is the served document, JSON through and through.
    const document = context.app.swagger() as unknown as OpenApiDocument;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    const started = Date.now();
    const options: CaseOptions = {
      seed,
      runs,
      components: document.components?.schemas,
      examples: examplesFor,
    };
    for (const operation of operations) {
      const { sample, caller } = await acceptedSample(operation, options);
      for (const fuzzCase of casesFor(sample, options)) {
        await send(fuzzCase, fuzzCase.identity === 'best' ? caller : fuzzCase.identity);
      }
    }
    console.info(
      `OpenAPI fuzz: ${sent} requests to ${operations.length} operations in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} failed`,
    );
    if (failures.length > 0) expect.fail(report(failures, sent));
  }, 300_000);

  it('still answers GET /api/health after the run', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  /**
   * A valid sample the server accepts (2xx), and the signed-in caller it accepts it from (a
   * staff route refuses the customer): the probes are built on it, so they get past validation
   * and the role check, and a failure is the probe's doing. A refused sample is mended where
   * the error's `fields` point (countryId, then stateId, …) from a fresh one; after a few tries
   * the last one is used anyway.
   */
  async function acceptedSample(operation: Operation, options: CaseOptions) {
    const [first, ...fresh] = samplesFor(operation, options, SAMPLE_TRIES);
    if (!first) throw new Error(`no sample for ${operation.key}`);
    let caller: SignedIn = 'customer';
    let response: LightMyRequestResponse | undefined;
    for (const candidate of ['customer', 'staff', 'guest'] as const) {
      caller = candidate;
      response = await send(first, caller);
      if (response.statusCode !== 401 && response.statusCode !== 403) break;
    }
    let sample = first;
    let named = '';
    for (const next of fresh) {
      if (!response || response.statusCode < 300) break;
      const fields = errorFieldsOf(response);
      // The same fields refused twice: what they depend on is wrong too (a state of another
      // country), so start over from the fresh sample.
      sample = fields.join() === named ? next : repaired(sample, next, fields);
      named = fields.join();
      response = await send(sample, caller);
    }
    return { sample, caller };
  }

  /** Examples for a field: the seed ones, and what the API answered under that name. */
  function examplesFor(name: string): Value[] {
    return [...(SEED_EXAMPLES[name] ?? []), ...(learnt.get(name) ?? [])];
  }

  /**
   * Remembers the scalars of a successful answer by their key: ids of rows that exist, codes,
   * references. Not emails, tokens or passwords: fuzzed logins must not lock the demo accounts,
   * nor a refresh rotate the test's own sessions. An `id` is also kept under the resource's
   * name for it: the `id`s of GET /api/countries/lookup are countryIds.
   */
  function harvest(value: unknown, idName: string | undefined, key?: string): void {
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 20)) harvest(item, idName, key);
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, item] of Object.entries(value)) harvest(item, idName, name);
    } else if (key && !/email|token|password/i.test(key)) {
      if (typeof value !== 'number' && (typeof value !== 'string' || value.length > 100)) return;
      for (const name of key === 'id' && idName ? [key, idName] : [key]) {
        const known = learnt.get(name) ?? new Set<Value>();
        if (known.size < 30) learnt.set(name, known.add(value));
      }
    }
  }

  async function send(
    fuzzCase: FuzzCase,
    identity: Exclude<Identity, 'best'>,
  ): Promise<LightMyRequestResponse> {
    const { operation } = fuzzCase;
    // Logging out for real would end the token the next requests need: use a throwaway one.
    const caller =
      identity === 'anonymous'
        ? undefined
        : operation.endsSession
          ? await newGuest()
          : callers[identity];
    const request = toInject(fuzzCase, caller);
    sent += 1;
    // Placing an order needs an Idempotency-Key the document does not declare; a fresh one per
    // request lets POSTs go through (and never replays an earlier answer).
    if (operation.method === 'POST') request.headers['idempotency-key'] ??= `fuzz-${seed}-${sent}`;
    const response = await context.app.inject({ ...request, remoteAddress: addressOf(sent) });
    const problems = problemsOf(response);
    if (response.statusCode < 300 && /json/.test(String(response.headers['content-type']))) {
      const resource = resourceOf(operation.path);
      harvest(parseJson(response.body), resource && idNameOf(resource));
    }
    if (process.env.FUZZ_VERBOSE) {
      console.info(
        `${response.statusCode} ${operation.key} [${fuzzCase.label}] as ${identity}: ${clip(response.body, 160)}\n    ${clip(request.url, 300)} ${clip(String(request.payload ?? ''), 300)}`,
      );
    }
    if (problems.length > 0) {
      failures.push({
        label: fuzzCase.label,
        identity,
        operation,
        request,
        status: response.statusCode,
        problems,
        received: response.body,
      });
    }
    if (response.statusCode === 401 && caller && identity !== 'anonymous') {
      await renewIfEnded(identity);
    }
    return response;
  }

  /** A 401 with a token we hold: if its session has ended, sign in (or make a guest) again. */
  async function renewIfEnded(identity: SignedIn): Promise<void> {
    const check = await context.app.inject({
      method: 'GET',
      url: '/api/tenants/self/sessions/current',
      headers: authHeader(callers[identity].token),
    });
    if (check.statusCode !== 401) return;
    callers[identity] =
      identity === 'guest'
        ? await newGuest()
        : await signedIn(identity).catch(async (error: unknown) => {
            // A fuzzed request may have changed the demo account's email; go on as a guest.
            console.warn(`OpenAPI fuzz: ${identity} is a guest from now on (${String(error)})`);
            return newGuest();
          });
  }

  async function newGuest(): Promise<Caller> {
    const guest = await createGuest(context.app);
    return {
      token: guest.accessToken,
      userId: guest.userId,
      sessionId: claimsOf(guest.accessToken).sid,
    };
  }

  async function signedIn(identity: keyof typeof DEMO_LOGINS): Promise<Caller> {
    const [email, password] = DEMO_LOGINS[identity];
    const session = await signIn(context.app, email, password);
    return { token: session.accessToken, userId: session.userId, sessionId: session.sessionId };
  }
});

/**
 * Each request comes from its own address: the rate limits (per address) would otherwise answer
 * 429 before the route ever sees the input. The test's own sign-ins keep 127.0.0.1.
 */
function addressOf(count: number): string {
  return `10.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}`;
}

function problemsOf(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`status ${status}`);
  const type = String(response.headers['content-type'] ?? '');
  // Binary answers (invoices, pictures) are left alone: only text can carry a readable trace.
  if (!/json|text|html|xml|javascript/.test(type)) return problems;
  const text = response.body;
  if (
    type.includes('json') &&
    status >= 400 &&
    !apiErrorSchema.safeParse(parseJson(text)).success
  ) {
    problems.push('error body not { error: { code, message, fields? } }');
  }
  if (STACK_TRACE.test(text) || text.includes('node_modules') || text.includes('.ts:')) {
    problems.push('stack trace in the body');
  }
  return problems;
}

/** The request fields a 4xx names: `{ error: { fields: { countryId: … } } }` → ['countryId']. */
function errorFieldsOf(response: LightMyRequestResponse): string[] {
  const parsed = apiErrorSchema.safeParse(parseJson(response.body));
  return parsed.success ? Object.keys(parsed.data.error.fields ?? {}) : [];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The failures by kind (problem, status, error code: one kind is usually one cause), then by
 * operation and probe, each with the request and the answer (only the first few of a kind
 * that shows up in more than 25 places).
 */
function report(failures: Failure[], sent: number): string {
  const kinds = new Map<string, Map<string, Failure[]>>();
  for (const failure of failures) {
    const kind = `${failure.problems.join(', ')} — ${failure.status} ${codeOf(failure.received)}`;
    const where = `${failure.operation.key} — ${failure.label}`;
    const byWhere = kinds.get(kind) ?? new Map<string, Failure[]>();
    kinds.set(kind, byWhere.set(where, [...(byWhere.get(where) ?? []), failure]));
  }
  const lines = [
    `${failures.length} of ${sent} requests failed, ${kinds.size} kinds. ` +
      `Replay: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npx vitest run ` +
      `--project api:${process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'} apps/api/src/fuzz`,
  ];
  for (const [kind, byWhere] of kinds) {
    lines.push('', `■ ${kind}: ${byWhere.size} operation × probe`);
    [...byWhere].forEach(([where, [first, ...more]], index) => {
      if (!first) return;
      lines.push(`  ✗ ${where}${more.length > 0 ? ` (×${more.length + 1})` : ''}`);
      // A kind with many places is one cause seen everywhere: a few examples say enough.
      if (byWhere.size > 25 && index >= 3) return;
      const { request } = first;
      const type = request.headers['content-type'];
      const body = request.payload === undefined ? '(no body)' : clip(request.payload.toString());
      lines.push(
        `      ${request.method} ${clip(request.url)} as ${first.identity}`,
        `      sent${type ? ` (${clip(type, 60)})` : ''}: ${body}`,
        `      got ${first.status}: ${clip(first.received)}`,
      );
    });
  }
  return lines.join('\n');
}

/** The error code of an answer: ours (`error.code`) or the framework's own (`code`). */
function codeOf(body: string): string {
  const parsed = parseJson(body);
  if (typeof parsed !== 'object' || parsed === null) return '';
  const { code, error } = parsed as { code?: unknown; error?: { code?: unknown } };
  const value = typeof error === 'object' && error !== null ? error.code : code;
  return typeof value === 'string' ? value : '';
}

/** The text cut to a readable length, control characters and lone surrogates escaped. */
function clip(text: string, length = 200): string {
  const short = text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
  let out = '';
  for (const char of short) {
    const code = char.codePointAt(0) ?? 0;
    const escaped =
      code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff);
    out += escaped ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return out;
}
