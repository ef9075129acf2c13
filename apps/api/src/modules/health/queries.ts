import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The cheapest statement the database can answer: proof it is there and takes queries. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
