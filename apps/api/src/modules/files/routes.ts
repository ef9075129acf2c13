import fastifyMultipart from '@fastify/multipart';
import { API_PREFIX } from '@storefront/contracts';
import { FILE_MAX_BYTES, FILE_TYPES, fileMetadataSchema } from '@storefront/contracts/catalogue';
import * as endpoints from '@storefront/contracts/endpoints/files';
import { fileIdParamsSchema, fileUrlQuerySchema, fileUrlSchema } from '@storefront/contracts/files';
import type { PictureWidth } from '@storefront/contracts/picture-copies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { importFilesFromDisk } from './disk-import.ts';
import {
  COPY_TYPE,
  hasSmallerCopies,
  pictureWidthQuerySchema,
  smallerCopy,
} from './picture-copies.ts';
import {
  attachmentDisposition,
  findFile,
  findFileByKey,
  type StoredFile,
  storeUpload,
  toMetadata,
} from './service.ts';
import { isSafeKey, publicPath, readFileByKey, readFileBytes } from './storage.ts';

export interface FilesOptions {
  db: Db;
  config: Config;
}

/**
 * A stored file can never act as a page of this site: nothing inside it may run or load (an SVG
 * may carry script), and browsers must not guess another type.
 */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const MAX_MB = Math.round(FILE_MAX_BYTES / (1024 * 1024));

/** Files (spec 7): the API under /api, and the stored files themselves under /files. */
export async function filesModule(app: FastifyInstance, { db, config }: FilesOptions) {
  // Uploads from before the bytes moved into the database are copied in from this instance's
  // disk before it serves (and before its readiness check can answer yes).
  app.addHook('onReady', async () => {
    try {
      const { imported, missing } = await importFilesFromDisk(db, config.dataDir);
      if (imported > 0 || missing > 0) {
        app.log.info({ imported, missing }, 'uploads copied from DATA_DIR/files into the database');
      }
    } catch (error) {
      app.log.warn({ err: error }, 'could not copy the uploads in DATA_DIR/files');
    }
  });

  await app.register(filesApi, { prefix: API_PREFIX, db });
  await app.register(storedFiles, { db });
}

const filesApi: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Only this plugin's routes accept multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  route(app, endpoints.uploadFile, {
    schema: {
      tags: ['files'],
      summary: 'Upload a file (multipart/form-data, one file)',
      description:
        `Signed-in callers only (401 otherwise). Accepted: ${FILE_TYPES.join(', ')}, up to ` +
        `${MAX_MB} MB (413 beyond). The type is read from the file's bytes; a file that is ` +
        'none of these, or whose declared type disagrees with its bytes, is a 415. SVG only ' +
        'from staff. 400 when the form has no file or the file is empty.',
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
      response: { 201: fileMetadataSchema },
    },
    preValidation: authenticated,
    config: {
      rateLimit: {
        max: 30,
        timeWindow: '1 minute',
        keyGenerator: (request) => request.user?.id ?? request.ip,
      },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the file as multipart/form-data, in a field named "file".',
        );
      }
      const upload = await readUpload(request).catch((error: unknown) => {
        throw uploadError(app, error);
      });
      if (!upload) {
        throw badRequest('The form has no file: send one in a field named "file".', {
          file: 'validation.required',
        });
      }
      const row = await storeUpload(db, upload, user);
      return reply.status(201).send(toMetadata(row));
    },
  });

  route(app, endpoints.getFileMetadata, {
    schema: {
      tags: ['files'],
      summary: 'A stored file’s name, type, size and URL',
      params: fileIdParamsSchema,
      response: { 200: fileMetadataSchema },
    },
    handler: async (request) => {
      const row = await findFile(db, request.params.id);
      if (!row) throw notFound('There is no file with this id.');
      return toMetadata(row);
    },
  });

  route(app, endpoints.downloadFile, {
    schema: {
      tags: ['files'],
      summary: 'Download a stored file (as an attachment)',
      params: fileIdParamsSchema,
    },
    handler: async (request, reply) => {
      const row = await findFile(db, request.params.id);
      if (!row) throw notFound('There is no file with this id.');
      return sendStored(reply, row, await readFileBytes(db, row), {
        'content-disposition': attachmentDisposition(row.originalName),
        'cache-control': 'private, max-age=3600',
      });
    },
  });

  route(app, endpoints.getFileUrl, {
    schema: {
      tags: ['files'],
      summary: 'The URL a stored file is served at, from its path',
      description:
        'filePath is the storage key (`uploads/…`, `seed/…`) or the file’s /files/… path; ' +
        '404 when no file is stored there.',
      querystring: fileUrlQuerySchema,
      response: { 200: fileUrlSchema },
    },
    handler: async (request) => {
      const key = storageKeyFromPath(request.query.filePath);
      const row = key ? await findFileByKey(db, key) : undefined;
      if (!row) throw notFound('There is no file at this path.');
      return { url: publicPath(row.storageKey) };
    },
  });
};

/** The form's file, read whole (the size limit is the plugin's); undefined when it has none. */
async function readUpload(request: FastifyRequest) {
  const part = await request.file();
  if (!part) return undefined;
  return { bytes: await part.toBuffer(), fileName: part.filename, declaredType: part.mimetype };
}

/**
 * What a failed read of the form means for the client (issue 12): a file over the limit is a 413,
 * the plugin's own limits keep their 4xx, and a body the parser cannot read (no boundary, a
 * boundary that never comes, a truncated body) is a 400 naming the file field, never a 500.
 */
function uploadError(app: FastifyInstance, error: unknown): unknown {
  if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
    return new HttpError(
      413,
      'payload_too_large',
      `The file is larger than ${MAX_MB} MB, the most a file may be.`,
    );
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 406) return error;
  return badRequest('validation.multipart', { file: 'validation.multipart' });
}

/** `/files/a/b.svg`, `files/a/b.svg` or `a/b.svg` → `a/b.svg`; null when it cannot be a key. */
export function storageKeyFromPath(filePath: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(filePath.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  key = key.replace(/^\/+/, '').replace(/^files\//, '');
  return isSafeKey(key) ? key : null;
}

/**
 * GET /files/<key>: pictures for <img src>. Keys never change content (uploads get new keys), so
 * responses are cached for a year, and the files served are kept in memory (up to a total size)
 * rather than read from the database per request. `?w=<width>` (one of PICTURE_WIDTHS) asks for a
 * photograph's smaller copy, made on its first request and kept the same way; a file without
 * copies (an SVG, a PDF) is served as it is.
 */
const FOREVER = 'public, max-age=31536000, immutable';

const storedFiles = async (app: FastifyInstance, { db }: { db: Db }) => {
  const served = new ServedFiles(32 * 1024 * 1024);
  // Copies being made, so that a page's many requests for one copy make it once.
  const making = new Map<string, Promise<ServedFile | null>>();

  const original = async (key: string): Promise<ServedFile> => {
    const kept = served.get(key);
    if (kept) return kept;
    const found = await readFileByKey(db, key);
    if (!found) throw notFound('There is no file at this path.');
    served.keep(key, found);
    return found;
  };

  /** The copy of `key` at `width`, made from its original once; null when it has none. */
  const copy = async (key: string, width: PictureWidth): Promise<ServedFile | null> => {
    const copyKey = `${key}?w=${width}`;
    const kept = served.get(copyKey);
    if (kept) return kept;
    let made = making.get(copyKey);
    if (!made) {
      made = (async () => {
        const { row, bytes } = await original(key);
        const smaller =
          hasSmallerCopies(row.contentType) && bytes && (await smallerCopy(bytes, width));
        if (!smaller) return null;
        const copied = { row: { ...row, contentType: COPY_TYPE }, bytes: smaller };
        served.keep(copyKey, copied);
        return copied;
      })().finally(() => making.delete(copyKey));
      making.set(copyKey, made);
    }
    return made;
  };

  app.get(
    '/files/*',
    { schema: { hide: true, querystring: pictureWidthQuerySchema } },
    async (request, reply) => {
      const key = storageKeyFromPath((request.params as { '*': string })['*']);
      if (!key) throw notFound('There is no file at this path.');
      const { w } = request.query as z.infer<typeof pictureWidthQuerySchema>;
      const smaller = w ? await copy(key, w) : null;
      const file = smaller ?? (await original(key));
      const etag = smaller ? `"${file.row.id}-w${w}"` : `"${file.row.id}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).header('etag', etag).header('cache-control', FOREVER).send();
      }
      return sendStored(reply, file.row, file.bytes, { 'cache-control': FOREVER, etag });
    },
  );
};

type ServedFile = { row: StoredFile; bytes: Buffer | null };

/** Served files by key, the oldest forgotten first once their bytes pass `budget`. */
class ServedFiles {
  private readonly files = new Map<string, ServedFile>();
  private total = 0;
  private readonly budget: number;
  constructor(budget: number) {
    this.budget = budget;
  }

  get(key: string): ServedFile | undefined {
    return this.files.get(key);
  }

  keep(key: string, file: ServedFile) {
    // A file without bytes is not kept: they may yet be copied in (disk-import.ts).
    const size = file.bytes?.length ?? 0;
    if (!file.bytes || size > this.budget / 8 || this.files.has(key)) return;
    for (const [oldest, kept] of this.files) {
      if (this.total + size <= this.budget) break;
      this.files.delete(oldest);
      this.total -= kept.bytes?.length ?? 0;
    }
    this.files.set(key, file);
    this.total += size;
  }
}

function sendStored(
  reply: FastifyReply,
  row: StoredFile,
  bytes: Buffer | null,
  headers: Record<string, string>,
) {
  if (!bytes) throw notFound('The file is missing from storage.');
  return reply
    .headers({
      ...headers,
      'content-type': row.contentType,
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
      'cross-origin-resource-policy': 'same-site',
    })
    .send(bytes);
}
