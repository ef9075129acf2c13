import { prepareJobQueues } from '../lib/jobs/queues.ts';
import type { Database } from './client.ts';
import { seedDemoShop } from './seed/demo-shop.ts';
import { syncLocations } from './seed/locations.ts';
import { syncReferenceData } from './seed/reference-data.ts';

/**
 * Migrates (the job queue's tables too), syncs the shipped reference data and, when asked, seeds
 * the demo shop.
 */
export async function prepareDatabase(database: Database, options: { seedDemo: boolean }) {
  await database.migrate();
  await prepareJobQueues(database.db);
  const translations = await syncReferenceData(database.db);
  await syncLocations(database.db);
  const seeded = options.seedDemo ? await seedDemoShop(database.db) : false;
  return { translations, seeded };
}
