import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * What every log line may hold (issue 12: no personal data in logs). Two layers:
 * - errors are serialised by hand: a database error carries the query's parameters (Drizzle
 *   puts them in `params`, the message and so the stack) and the server's `detail` ("Failing
 *   row contains (…)", "Key (email)=(…)"), which for a registration is the email and the
 *   password hash and for an order the name, phone and address. Those never leave here;
 * - pino's redaction blanks personal fields wherever a line names them, and a request is logged
 *   by its path alone (query strings carry phone numbers, emails and reset tokens).
 */

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const PERSONAL_FIELDS = [
  'email',
  'phone',
  'phoneNumber',
  'password',
  'passwordHash',
  'currentPassword',
  'newPassword',
  'fullName',
  'displayName',
  'firstName',
  'lastName',
  'address',
  'billingAddress',
  'shippingAddress',
  'contactEmail',
  'contactPhone',
  'token',
  'refreshToken',
  'accessToken',
];

export const REDACTED = '[redacted]';

export const redactPaths = [
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
];

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  statusCode?: unknown;
  cause?: SerializedError;
}

/** Where a database error's message stops being the statement and starts listing values. */
const PARAMS_MARKER = '\nparams:';

/** An error as a log line may show it: the statement and codes, never the values. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[not an Error]', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const cut = error.message.indexOf(PARAMS_MARKER);
  const message =
    cut === -1 ? error.message : `${error.message.slice(0, cut)}${PARAMS_MARKER} ${REDACTED}`;
  // The stack's first lines repeat the message (with the values): keep only the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const key of ['code', 'constraint', 'table', 'column', 'statusCode'] as const) {
    if (fields[key] !== undefined) serialized[key] = fields[key];
  }
  if (error.cause !== undefined && depth < 5)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** A request as a log line shows it: method and path, no query string. */
function serializeRequest(request: { method: string; url: string }) {
  return { method: request.method, path: request.url.split('?')[0] };
}

/** The pino options of the server's logger (server.ts) and of the tests that read its lines. */
export function loggerOptions(level: string, extra: Partial<LoggerOptions> = {}): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: { err: serializeError, req: serializeRequest },
    ...extra,
  };
}

/**
 * Where the server's lines go: stdout, written off the request's path (issue 24). The lines
 * are gathered and written asynchronously, 4 KB at a time or every second, whichever comes
 * first: one write(2) for many lines rather than one per line (pino's default destination is
 * asynchronous too, but writes whatever is there as soon as the last write returns), and a quiet
 * server's lines still show within a second. Buffered lines are written synchronously when the
 * process exits (pino registers that for an asynchronous destination), so only a crash that
 * skips `exit` (SIGKILL, the machine going away) loses them: at most a second's worth. If
 * whatever reads stdout stops reading, lines beyond 16 MB are dropped rather than held in
 * memory until the process runs out of it.
 */
export function logDestination() {
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: 4096,
    periodicFlush: 1000,
    maxLength: 16 * 1024 * 1024,
  });
}

/**
 * An error nothing caught still ends the process, as Node would, but as a fatal log line with
 * the same redaction as every other (Node's own print of a failed query shows its values), and
 * after the buffered lines, which the exit writes out.
 */
export function exitOnUncaughtError(log: FastifyBaseLogger) {
  process.on('uncaughtException', (error, origin) => {
    log.fatal({ err: error, origin }, 'uncaught error, exiting');
    process.exit(1);
  });
}
