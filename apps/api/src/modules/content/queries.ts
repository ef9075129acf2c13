import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, staticPageAddresses, staticPages } from '../../db/schema.ts';

/** The content module's reads and writes: static pages and the contact form's messages. */

export async function findStaticPageRow(db: Db, pageId: number) {
  const [page] = await db.select().from(staticPages).where(eq(staticPages.id, pageId));
  return page;
}

/** The page an address is (or was) one of, or undefined. */
export async function pageIdAtAddress(db: Db, address: string): Promise<number | undefined> {
  const [row] = await db
    .select({ pageId: staticPageAddresses.pageId })
    .from(staticPageAddresses)
    .where(eq(staticPageAddresses.address, address));
  return row?.pageId;
}

/** Every address any page has had (each page has at least one), with the page's own now. */
export async function pageAddressRows(db: Db) {
  return db
    .select({
      address: staticPageAddresses.address,
      pageId: staticPageAddresses.pageId,
      own: staticPages.address,
    })
    .from(staticPageAddresses)
    .innerJoin(staticPages, eq(staticPages.id, staticPageAddresses.pageId));
}

export async function insertContactMessage(
  db: Db,
  message: Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(contactMessages).values(message);
}
