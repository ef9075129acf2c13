import { randomUUID } from 'node:crypto';
import type { FileMetadata } from '@storefront/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { findFileRow, findFileRowByKey, insertFileRow, type StoredFile } from './queries.ts';
import { declaredTypeAgrees, sniffFile } from './sniff.ts';
import { isSafeKey, publicPath, readFileByKey, saveFileBytes } from './storage.ts';

export type { StoredFile } from './queries.ts';

/** Where the server serves a stored file: `/files/<key>` (what <img src> holds). */
export const publicFilePath = publicPath;

export function toMetadata(row: StoredFile): FileMetadata {
  return {
    fileId: row.id,
    fileName: row.originalName,
    contentType: row.contentType,
    size: row.size,
    url: publicPath(row.storageKey),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findFile(db: Db, id: string): Promise<StoredFile | undefined> {
  return findFileRow(db, id);
}

export async function findFileByKey(db: Db, storageKey: string): Promise<StoredFile | undefined> {
  return findFileRowByKey(db, storageKey);
}

/**
 * A stored file's bytes and type by its public path (`/files/<key>`), for a picture the shop draws
 * into a document of its own (the invoice's logo); undefined when there is none.
 */
export async function readPublicFile(
  db: Db,
  filePath: string,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  if (!filePath.startsWith('/files/')) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(filePath.slice('/files/'.length));
  } catch {
    return undefined;
  }
  if (!isSafeKey(key)) return undefined;
  const found = await readFileByKey(db, key);
  return found?.bytes ? { bytes: found.bytes, contentType: found.row.contentType } : undefined;
}

/** A name safe to keep and to send back in Content-Disposition: no folders, no control characters. */
export function cleanFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 200);
  return base && base !== '.' && base !== '..' ? base : `file.${extension}`;
}

const unsupported = (message: string) => new HttpError(415, 'unsupported_media_type', message);

const ACCEPTED = 'Upload a JPEG, PNG or WebP picture, or a PDF.';

/**
 * Stores an upload: the type is what the bytes say (sniff.ts), a declared type that disagrees is
 * refused, and SVG (which can carry script) is accepted from staff only. Row and bytes are written
 * in one transaction, so neither exists without the other.
 */
export async function storeUpload(
  db: Db,
  upload: { bytes: Buffer; fileName: string | undefined; declaredType: string | undefined },
  user: RequestUser,
): Promise<StoredFile> {
  if (upload.bytes.length === 0) {
    throw new HttpError(400, 'validation_failed', 'The file is empty.', {
      file: 'The file is empty.',
    });
  }
  const sniffed = sniffFile(upload.bytes);
  if (!sniffed) throw unsupported(`This kind of file is not accepted. ${ACCEPTED}`);
  if (!declaredTypeAgrees(upload.declaredType, sniffed.contentType)) {
    throw unsupported(
      `The file was sent as ${upload.declaredType} but its content is ${sniffed.contentType}.`,
    );
  }
  const staff = user.role === 'staff' && user.impersonatorId === undefined;
  if (sniffed.contentType === 'image/svg+xml' && !staff) {
    throw unsupported(`SVG pictures can be uploaded by staff only. ${ACCEPTED}`);
  }

  const id = randomUUID();
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const storageKey = `uploads/${now.getUTCFullYear()}/${month}/${id}.${sniffed.extension}`;
  return db.transaction(async (tx) => {
    const row = await insertFileRow(tx, {
      id,
      storageKey,
      originalName: cleanFileName(upload.fileName, sniffed.extension),
      contentType: sniffed.contentType,
      size: upload.bytes.length,
      width: sniffed.width,
      height: sniffed.height,
      createdAt: now,
      uploadedBy: user.id,
    });
    await saveFileBytes(tx, id, upload.bytes);
    return row;
  });
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266), safe for any name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
