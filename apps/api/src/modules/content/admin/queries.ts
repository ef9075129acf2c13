import { and, asc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contactRecipients, staticPageAddresses, staticPages, users } from '../../../db/schema.ts';
import type { StoredPageContent } from '../stored-page-content.ts';

/** The back office's reads and writes of static pages and the contact form's recipients. */

export type PageRow = typeof staticPages.$inferSelect;

export async function pageRows(db: Db): Promise<PageRow[]> {
  return db.select().from(staticPages).orderBy(asc(staticPages.id));
}

/** One page, with who scheduled its draft; `lock` holds the row to the transaction's end. */
export async function pageRow(db: Db, id: number, lock = false) {
  const query = db
    .select({ page: staticPages, scheduledBy: users.displayName, scheduledByEmail: users.email })
    .from(staticPages)
    .leftJoin(users, eq(users.id, staticPages.scheduledBy))
    .where(eq(staticPages.id, id));
  const [row] = await (lock ? query.for('update', { of: staticPages }) : query);
  return row;
}

/**
 * Held to the transaction's end by every write that gives pages addresses, so two pages cannot
 * take the same one at once (decision 69).
 */
export async function lockPageAddresses(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727005)`);
}

/** The addresses other pages have now, in any language (live or drafted), each with its page. */
export async function addressesOfOtherPages(db: Db, pageId: number | null) {
  return db
    .select({ id: staticPages.id, address: staticPages.address, draft: staticPages.draft })
    .from(staticPages)
    .where(pageId === null ? undefined : ne(staticPages.id, pageId));
}

/** The page's addresses become its own: new ones recorded, ones another page had taken over. */
export async function claimAddresses(db: Db, pageId: number, addresses: string[]) {
  if (addresses.length === 0) return;
  await db
    .insert(staticPageAddresses)
    .values(addresses.map((address) => ({ address, pageId })))
    .onConflictDoUpdate({ target: staticPageAddresses.address, set: { pageId } });
}

export async function insertPage(
  db: Db,
  content: StoredPageContent & { address: StoredPageContent['title'] },
): Promise<number> {
  const [row] = await db
    .insert(staticPages)
    .values({ ...content, published: false })
    .returning({ id: staticPages.id });
  if (!row) throw new Error('The page was not inserted.');
  return row.id;
}

export async function setDraft(db: Db, id: number, draft: StoredPageContent | null) {
  await db
    .update(staticPages)
    .set({ draft, draftSavedAt: draft ? new Date() : null })
    .where(eq(staticPages.id, id));
}

/** Shoppers' version becomes `content`; the draft and any schedule are done with. */
export async function setLive(db: Db, id: number, content: StoredPageContent) {
  await db
    .update(staticPages)
    .set({
      ...content,
      published: true,
      updatedAt: new Date(),
      draft: null,
      draftSavedAt: null,
      publishAt: null,
      scheduledBy: null,
    })
    .where(eq(staticPages.id, id));
}

export async function setPublished(db: Db, id: number, published: boolean) {
  await db
    .update(staticPages)
    .set({ published, updatedAt: new Date() })
    .where(eq(staticPages.id, id));
}

export async function setSchedule(db: Db, id: number, at: Date | null, by: string | null) {
  await db
    .update(staticPages)
    .set({ publishAt: at, scheduledBy: by })
    .where(eq(staticPages.id, id));
}

/** Pages whose scheduled moment has come, locked, skipping any another instance holds. */
export async function duePages(db: Db, now: Date): Promise<PageRow[]> {
  return db
    .select()
    .from(staticPages)
    .where(and(isNotNull(staticPages.publishAt), lte(staticPages.publishAt, now)))
    .orderBy(asc(staticPages.publishAt))
    .limit(20)
    .for('update', { skipLocked: true });
}

export async function recipientRows(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: contactRecipients.email })
    .from(contactRecipients)
    .orderBy(asc(contactRecipients.createdAt), asc(contactRecipients.email));
  return rows.map((row) => row.email);
}

/** The list becomes `emails`: those kept keep their place, new ones go last. */
export async function replaceRecipients(db: Db, emails: string[]) {
  const before = new Set(await recipientRows(db));
  const after = new Set(emails);
  for (const email of before) {
    if (!after.has(email))
      await db.delete(contactRecipients).where(eq(contactRecipients.email, email));
  }
  const added = emails.filter((email) => !before.has(email));
  if (added.length > 0) {
    await db
      .insert(contactRecipients)
      .values(added.map((email, i) => ({ email, createdAt: new Date(Date.now() + i) })))
      .onConflictDoNothing();
  }
}
