import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, staticPages } from '../../db/schema.ts';

/** The content module's reads and writes: static pages and the contact form's messages. */

export async function findStaticPageRow(db: Db, pageId: number) {
  const [page] = await db.select().from(staticPages).where(eq(staticPages.id, pageId));
  return page;
}

export async function insertContactMessage(
  db: Db,
  message: Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(contactMessages).values(message);
}
