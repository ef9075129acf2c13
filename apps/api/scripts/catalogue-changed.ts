/**
 * Tells every running instance that the catalogue changed, so each forgets the answers and pages
 * it keeps at once rather than after CATALOGUE_CACHE_SECONDS (decision 45). Run it after
 * changing products, prices, stock or the theme outside the API (SQL, an import):
 *
 *   npm run catalogue:changed
 *
 * It reads REDIS_URL and REDIS_KEY_PREFIX as the server does, and nothing else.
 */
import { ConfigError, type RedisConfig, redisConfigFrom } from '../src/config.ts';
import { announceCatalogueChange } from '../src/lib/catalogue-news.ts';
import { redisConnection } from '../src/lib/redis.ts';

let redis: RedisConfig | undefined;
try {
  redis = redisConfigFrom();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
if (!redis) {
  console.error(
    'REDIS_URL is not set, so there is no one to tell: each instance sees the change within CATALOGUE_CACHE_SECONDS.',
  );
  process.exit(2);
}
const connection = redisConnection(redis.url, 'once');
// It tries once; the reason it could not connect is the error it reports, not "closed".
let failure: string | undefined;
connection.on('error', (error: Error) => {
  failure = error.message;
});
try {
  const instances = await announceCatalogueChange(connection, redis.keyPrefix);
  console.info(`Catalogue change announced to ${instances} running instance(s).`);
} catch (error) {
  console.error(`Could not reach Redis: ${failure ?? (error as Error).message}`);
  process.exitCode = 1;
} finally {
  connection.disconnect();
}
