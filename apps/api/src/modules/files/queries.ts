import { and, eq, isNull, notLike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fileBlobs, files } from '../../db/schema.ts';
import { SEED_PICTURE_PREFIX } from '../../db/seed/catalogue/pictures.ts';

/** The files and file_blobs tables' reads and writes. */

export type StoredFile = typeof files.$inferSelect;

/**
 * Bytes cross the driver as base64 text that the database decodes and encodes: PGlite moves a
 * bytea parameter or column about ten times slower (a 5 MB file took 2–3 s in and 1–2 s out,
 * its whole process waiting), and node-postgres sends bytea as hex, twice the size.
 */
const bytesIn = (bytes: Buffer): SQL => sql`decode(${bytes.toString('base64')}, 'base64')`;
const bytesOut = sql<string | null>`encode(${fileBlobs.bytes}, 'base64')`;
const fromBase64 = (text: string | null) => (text === null ? null : Buffer.from(text, 'base64'));

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

/** A file's row with its stored bytes (null when it has none: a seed picture), in one read. */
export async function findFileWithBlobByKey(
  db: Db,
  storageKey: string,
): Promise<{ row: StoredFile; bytes: Buffer | null } | undefined> {
  const [found] = await db
    .select({ row: files, bytes: bytesOut })
    .from(files)
    .leftJoin(fileBlobs, eq(fileBlobs.fileId, files.id))
    .where(eq(files.storageKey, storageKey));
  return found && { row: found.row, bytes: fromBase64(found.bytes) };
}

export async function findFileBlob(db: Db, fileId: string): Promise<Buffer | null> {
  const [found] = await db
    .select({ bytes: bytesOut })
    .from(fileBlobs)
    .where(eq(fileBlobs.fileId, fileId));
  return fromBase64(found?.bytes ?? null);
}

export async function insertFileRow(
  db: Db,
  row: Omit<typeof files.$inferInsert, 'createdAt'> & { createdAt: Date },
): Promise<StoredFile> {
  const [stored] = await db.insert(files).values(row).returning();
  if (!stored) throw new Error('file row not written');
  return stored;
}

/** Stores a file's bytes; bytes already there stay (they never change for a file). */
export async function insertFileBlob(db: Db, fileId: string, bytes: Buffer): Promise<void> {
  await db
    .insert(fileBlobs)
    .values({ fileId, bytes: bytesIn(bytes) })
    .onConflictDoNothing();
}

/** Files that should have stored bytes and have none: uploads from before file_blobs. */
export async function filesWithoutBlob(db: Db) {
  return db
    .select({ id: files.id, storageKey: files.storageKey, size: files.size })
    .from(files)
    .leftJoin(fileBlobs, eq(fileBlobs.fileId, files.id))
    .where(and(isNull(fileBlobs.fileId), notLike(files.storageKey, `${SEED_PICTURE_PREFIX}%`)));
}
