import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SharedRedis } from './redis.ts';

/**
 * Word that the catalogue changed, so each instance forgets what it keeps of it (public answers,
 * drawn pages, counts: decision 45). The catalogue is changed outside the API today (an import,
 * `seed:scale`, SQL), and whoever changes it announces it once through Redis
 * (`npm run catalogue:changed`); every instance hears it on its subscription. Without Redis, or
 * while it is away, nothing is heard and each cache lets go after its own seconds.
 */
export interface CatalogueNews {
  /** Runs `forget` on every announcement, and when the subscription comes back after a break. */
  onChange(forget: () => void): void;
}

export const catalogueChannel = (keyPrefix: string) => `${keyPrefix}catalogue-changed`;

/** Tells every listening instance; answers how many heard it (one per instance). */
export function announceCatalogueChange(redis: Redis, keyPrefix: string): Promise<number> {
  return redis.publish(catalogueChannel(keyPrefix), 'changed');
}

export function catalogueNews(
  redis: SharedRedis | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): CatalogueNews {
  const listeners: (() => void)[] = [];
  if (redis) {
    const channel = catalogueChannel(redis.keyPrefix);
    const forgetAll = () => {
      for (const forget of listeners) forget();
    };
    redis.subscriber.on('message', (from: string) => {
      if (from === channel) forgetAll();
    });
    // Announcements made while this instance was cut off are lost: it starts afresh instead.
    redis.subscriber.on('ready', forgetAll);
    // Queued until the connection is up; ioredis subscribes again after every reconnect.
    redis.subscriber.subscribe(channel).catch((error: unknown) => {
      if (redis.subscriber.status !== 'end') {
        log.warn({ err: error }, 'could not subscribe to catalogue news');
      }
    });
  }
  return {
    onChange(forget) {
      listeners.push(forget);
    },
  };
}
