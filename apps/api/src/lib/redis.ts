import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { RedisConfig } from '../config.ts';

/**
 * Redis is optional and never required for a request to be answered (decision 45): a shop
 * without it, or while it is away, counts rate limits and keeps caches per instance. So every
 * wait on it is short, and a connection keeps trying to come back without end.
 */
const CONNECT_TIMEOUT_MS = 1_000;
/** A command not answered in this long counts as Redis being away (the request goes on). */
const COMMAND_TIMEOUT_MS = 500;
/** Pending commands and no byte back for this long: the socket is dropped and a new one tried. */
const SOCKET_TIMEOUT_MS = 1_500;
/** Waits between attempts grow by this step up to the cap: a restarted Redis is found in ≤ 2 s. */
const RETRY_STEP_MS = 200;
const RETRY_CAP_MS = 2_000;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** The connections one app instance holds. */
export interface SharedRedis {
  /** Counters and publishing. A command fails at once while Redis is away: callers fall back. */
  commands: Redis;
  /** Subscriptions only (a subscribed connection takes no other commands). */
  subscriber: Redis;
  /** Starts every key and channel name (REDIS_KEY_PREFIX). */
  keyPrefix: string;
  close(): void;
}

const retryStrategy = (attempt: number) => Math.min(attempt * RETRY_STEP_MS, RETRY_CAP_MS);

/**
 * One connection, for one of three uses: `commands` fail fast while disconnected; a
 * `subscriber` keeps its subscription queued until it connects; `once` (a script) tries once.
 */
export function redisConnection(url: string, use: 'commands' | 'subscriber' | 'once'): Redis {
  const common: RedisOptions = { connectTimeout: CONNECT_TIMEOUT_MS, connectionName: 'dukkan' };
  const options: Record<typeof use, RedisOptions> = {
    commands: {
      ...common,
      retryStrategy,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    },
    subscriber: { ...common, retryStrategy, maxRetriesPerRequest: null },
    once: { ...common, retryStrategy: () => null, maxRetriesPerRequest: 0 },
  };
  return new Redis(url, options[use]);
}

/**
 * Opens the instance's two connections and resolves once each is ready or has failed its first
 * attempt: an app built while Redis is away starts anyway, and uses Redis when it comes.
 */
export async function openSharedRedis(config: RedisConfig, log: Log): Promise<SharedRedis> {
  const commands = redisConnection(config.url, 'commands');
  const subscriber = redisConnection(config.url, 'subscriber');
  let closing = false;
  reportAvailability(commands, 'rate limits', log, () => closing);
  reportAvailability(subscriber, 'catalogue news', log, () => closing);
  await Promise.all([firstAttempt(commands), firstAttempt(subscriber)]);
  return {
    commands,
    subscriber,
    keyPrefix: config.keyPrefix,
    close() {
      closing = true;
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}

function firstAttempt(client: Redis): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      client.off('ready', settle).off('error', settle);
      resolve();
    };
    client.on('ready', settle).on('error', settle);
  });
}

/**
 * One log line when a connection goes away (with the reason: an address and an error code, never
 * the URL, which may hold a password) and one when it is back; nothing for each failed retry.
 * The listener on 'error' is also what keeps ioredis from reporting every retry as unhandled.
 */
function reportAvailability(client: Redis, use: string, log: Log, closing: () => boolean) {
  let state: 'starting' | 'up' | 'down' = 'starting';
  client.on('ready', () => {
    log.info({ redis: use }, state === 'down' ? 'Redis is back' : 'Redis connected');
    state = 'up';
  });
  const away = (error?: Error) => {
    if (state === 'down' || closing()) return;
    state = 'down';
    log.warn(
      { redis: use, reason: error?.message ?? 'connection closed' },
      use === 'rate limits'
        ? 'Redis unavailable: each instance counts rate limits on its own until it is back'
        : 'Redis unavailable: catalogue changes reach this instance when its cache times out, until it is back',
    );
  };
  client.on('error', away);
  client.on('close', () => away());
}
