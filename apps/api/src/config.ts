import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PAYMENT_EXPIRY_MINUTES } from '@storefront/contracts/order-status';
import { z } from 'zod';

/** Repository root, so `./data` means the same place whichever folder npm started us in. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The variables of the Redis connection, which scripts read on their own (redisConfigFrom). */
const redisEnvSchema = z.object({
  /**
   * redis:// or rediss://: rate limits counted across instances and catalogue changes told to
   * every instance (lib/redis.ts). Without it each process counts and caches on its own.
   */
  REDIS_URL: z
    .string()
    .url()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Starts every key and channel name, so shops (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits and . _ : - only, at most 64')
    .default('dukkan:'),
});

/** Every environment variable the API reads, parsed once (CONVENTIONS: env in one module). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * On SIGTERM, how long the server keeps serving while its readiness answers 503, so that a load
   * balancer sees it go before it stops listening. Default: 5 s in production, else 0.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  /** Where the embedded database, generated secrets and uploads live. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** A PostgreSQL URL switches from the embedded PGlite to a real server. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Seed the demo shop when the database is empty. Default: on, except production on PostgreSQL. */
  SEED_DEMO: booleanish.optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  /** Guest sessions live long so an anonymous cart is not lost between visits. */
  GUEST_REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(90 * 24 * 3600),
  GUEST_CREATION_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Sign-in attempts one client address may make per minute. */
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Consecutive failed sign-ins for one email before it is locked for LOGIN_LOCKOUT_SECONDS. */
  LOGIN_FAILURES_BEFORE_LOCKOUT: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCKOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  PASSWORD_RESET_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60),
  PHONE_CODE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(10 * 60),
  /** Seconds a product, a suggestion list or a search page is kept in memory (0: off). */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /**
   * A card payment left pending this long cancels its order and gives its stock back. Fractions
   * are allowed (0.2 is 12 s: the end-to-end test of the expiry).
   */
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(7 * 24 * 60)
    .default(DEFAULT_PAYMENT_EXPIRY_MINUTES),
  /** Impersonation tokens cannot be refreshed: a staff member starts again after this. */
  IMPERSONATION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60),
  /** The shop's public address, for links in emails; default: the address the request came to. */
  PUBLIC_URL: z.string().url().optional(),
  /** smtp://user:pass@host:port (or smtps://) to deliver email; without it mail stays in the outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Dukkan <no-reply@dukkan.demo>'),
  /**
   * Days a message stays in the outbox once sent, held or given up (it holds an address and
   * what was said); queued ones stay until delivered or given up.
   */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** GET /api/dev/outbox shows sent messages. Default: on, except in production. */
  DEV_OUTBOX: booleanish.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which requests get a log line of their own (lib/request-log.ts): `errors`, the default, only
   * those that failed (4xx, 5xx) or were slow; `all` every one, as Fastify does (two lines each);
   * `off` none. A line for every request cost the cached product page about half its
   * throughput (issue 24).
   */
  LOG_REQUESTS: z.enum(['all', 'errors', 'off']).default('errors'),
  /** A request that takes longer than this many ms is logged at warn, whatever it answered (0: never). */
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The built back office (apps/admin/dist), served at /admin. */
  ADMIN_DIST: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  /** Set when running behind a reverse proxy so client addresses come from X-Forwarded-For. */
  TRUST_PROXY: booleanish.default(false),
  ...redisEnvSchema.shape,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  shutdownDrainMs: number;
  dataDir: string;
  database:
    | { kind: 'pglite'; dataDir: string | undefined }
    | { kind: 'postgres'; url: string; poolSize: number };
  seedDemo: boolean;
  jwtSecret: Uint8Array;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  guestRefreshTokenTtl: number;
  guestCreationPerMinute: number;
  loginAttemptsPerMinute: number;
  loginFailuresBeforeLockout: number;
  loginLockoutSeconds: number;
  passwordResetTtl: number;
  phoneCodeTtl: number;
  impersonationTtl: number;
  catalogueCacheSeconds: number;
  paymentExpiryMinutes: number;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxRetentionDays: number;
  devOutbox: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logRequests: z.infer<typeof envSchema>['LOG_REQUESTS'];
  slowRequestMs: number;
  webDist: string;
  adminDist: string;
  trustProxy: boolean;
  redis: RedisConfig | undefined;
};

export interface RedisConfig {
  url: string;
  keyPrefix: string;
}

export class ConfigError extends Error {}

/** Parses the environment (or the given record) into the config; throws ConfigError naming what is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = parseEnv(envSchema, env);
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET (32+ characters) is required when NODE_ENV=production');
  }
  // Reset links in emails would otherwise be built from the request's Host, which a client
  // chooses: a forged Host would send a victim's reset link to the attacker's site.
  if (production && !e.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL (the shop address, for links in emails) is required when NODE_ENV=production',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (production ? 5_000 : 0),
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    seedDemo: e.SEED_DEMO ?? !(production && e.DATABASE_URL),
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? demoSecret(dataDir, 'jwtSecret')),
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    guestRefreshTokenTtl: e.GUEST_REFRESH_TOKEN_TTL_SECONDS,
    guestCreationPerMinute: e.GUEST_CREATION_PER_MINUTE,
    loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE,
    loginFailuresBeforeLockout: e.LOGIN_FAILURES_BEFORE_LOCKOUT,
    loginLockoutSeconds: e.LOGIN_LOCKOUT_SECONDS,
    passwordResetTtl: e.PASSWORD_RESET_TTL_SECONDS,
    phoneCodeTtl: e.PHONE_CODE_TTL_SECONDS,
    impersonationTtl: e.IMPERSONATION_TTL_SECONDS,
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    paymentExpiryMinutes: e.PAYMENT_EXPIRY_MINUTES,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
    devOutbox: e.DEV_OUTBOX ?? !production,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    slowRequestMs: e.LOG_SLOW_REQUEST_MS,
    webDist: path.resolve(e.WEB_DIST),
    adminDist: path.resolve(e.ADMIN_DIST),
    trustProxy: e.TRUST_PROXY,
    redis: redisConfigOf(e),
  };
}

/**
 * Only the Redis part of the environment, for a script that needs nothing else (and must not
 * ask for a production server's JWT_SECRET to publish one message). Throws ConfigError.
 */
export function redisConfigFrom(
  env: Record<string, string | undefined> = process.env,
): RedisConfig | undefined {
  return redisConfigOf(parseEnv(redisEnvSchema, env));
}

function parseEnv<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

function redisConfigOf(e: z.infer<typeof redisEnvSchema>): RedisConfig | undefined {
  return e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined;
}

/**
 * The demo generates its secrets once and keeps them in DATA_DIR/secrets.json (mode 0600), so
 * tokens survive restarts without anyone having to configure anything.
 */
function demoSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  const existing = secrets[name];
  if (existing) return existing;
  secrets[name] = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets[name];
}
