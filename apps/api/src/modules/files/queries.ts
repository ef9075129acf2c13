import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

/** The files table's reads and writes (the bytes are storage.ts's). */

export type StoredFile = typeof files.$inferSelect;

export async function findFileRow(db: Db, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function findFileRowByKey(
  db: Db,
  storageKey: string,
): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.storageKey, storageKey));
  return row;
}

export async function insertFileRow(
  db: Db,
  row: Omit<typeof files.$inferInsert, 'createdAt'> & { createdAt: Date },
): Promise<StoredFile> {
  const [stored] = await db.insert(files).values(row).returning();
  if (!stored) throw new Error('file row not written');
  return stored;
}

/** The rows of the files whose storage key starts with `prefix`: key and original name. */
export async function filesUnder(db: Db, prefix: string) {
  return db
    .select({ storageKey: files.storageKey, originalName: files.originalName })
    .from(files)
    .where(like(files.storageKey, `${prefix}%`));
}
