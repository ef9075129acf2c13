import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SharedRedis } from './redis.ts';

/**
 * Word that something a shopper sees changed, so each instance forgets exactly the answers and
 * drawn pages that show it (decision 55). What a kept answer or page was made from is named by
 * tags (`product:12`, `theme`…: `cacheTags`); a change names the tags it touched once its
 * transaction has committed. The instance that made it forgets them at once; the others hear it
 * through Redis pub/sub within a moment. Without Redis, or while it is away, only the instance
 * itself forgets, and the others let go after their own safety-net seconds.
 *
 * A change made outside the API (SQL, `seed:scale`) is announced as "everything"
 * (`npm run catalogue:changed`), as is a reconnection, since what was said meanwhile is lost.
 */
export type ForgetTags = (tags: ReadonlySet<string> | 'everything') => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's word of changes: what changes the catalogue announces through it. */
    catalogueNews: CatalogueNews;
  }
}

export interface CatalogueNews {
  /** Runs `forget` on every announcement, this instance's own and the others'. */
  onChange(forget: ForgetTags): void;
  /** After the change has committed: forget here at once, and tell the other instances. */
  announce(tags: Iterable<string>): Promise<void>;
}

/** The tags of what a page or an answer can show. */
export const cacheTags = {
  product: (id: number) => `product:${id}`,
  theme: 'theme',
  translations: 'translations',
  /** The languages the shop offers: changed only by a migration, so never announced alone. */
  languages: 'languages',
  /** The menus' answers: a page drawn with the header's or the footer's menus. */
  menus: 'menus',
  /** The home page's rows: the data lists' answers (their lists, groups and which items). */
  dataLists: 'data-lists',
  /** A static page's answer, and the pages drawn with it. */
  page: (id: number) => `page:${id}`,
  /** Which page each address names: an address looked up and found by none, or given anew. */
  pages: 'pages',
} as const;

/** The response header in which an answer names its tags, space-separated, as CDNs read it. */
export const TAGS_HEADER = 'surrogate-key';

export const catalogueChannel = (keyPrefix: string) => `${keyPrefix}catalogue-changed`;

/** The plain message of `npm run catalogue:changed`: forget everything. */
const EVERYTHING = 'changed';

/** Tells every listening instance that everything changed; answers how many heard it. */
export function announceCatalogueChange(redis: Redis, keyPrefix: string): Promise<number> {
  return redis.publish(catalogueChannel(keyPrefix), EVERYTHING);
}

interface TagMessage {
  from: string;
  tags: string[];
}

function parseMessage(text: string): TagMessage | 'everything' | null {
  if (text === EVERYTHING) return 'everything';
  try {
    const message = JSON.parse(text) as Partial<TagMessage>;
    if (typeof message.from === 'string' && Array.isArray(message.tags)) {
      return { from: message.from, tags: message.tags.filter((tag) => typeof tag === 'string') };
    }
  } catch {
    // Not ours: ignored below.
  }
  return null;
}

export function catalogueNews(
  redis: SharedRedis | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): CatalogueNews {
  const listeners: ForgetTags[] = [];
  const forget = (tags: ReadonlySet<string> | 'everything') => {
    for (const listener of listeners) listener(tags);
  };
  // Its own announcements come back through the subscription: already forgotten.
  const self = randomUUID();
  if (redis) {
    const channel = catalogueChannel(redis.keyPrefix);
    redis.subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const message = parseMessage(text);
      if (message === 'everything') forget('everything');
      else if (message && message.from !== self) forget(new Set(message.tags));
    });
    // Announcements made while this instance was cut off are lost: it starts afresh instead.
    redis.subscriber.on('ready', () => forget('everything'));
    // Queued until the connection is up; ioredis subscribes again after every reconnect.
    redis.subscriber.subscribe(channel).catch((error: unknown) => {
      if (redis.subscriber.status !== 'end') {
        log.warn({ err: error }, 'could not subscribe to catalogue news');
      }
    });
  }
  return {
    onChange(listener) {
      listeners.push(listener);
    },
    async announce(given) {
      const tags = [...new Set(given)];
      if (tags.length === 0) return;
      forget(new Set(tags));
      if (!redis) return;
      const message: TagMessage = { from: self, tags };
      // The change is made: an instance that does not hear of it lets go after its safety net.
      await redis.commands
        .publish(catalogueChannel(redis.keyPrefix), JSON.stringify(message))
        .catch((error: unknown) => log.warn({ err: error }, 'could not announce a change'));
    },
  };
}
