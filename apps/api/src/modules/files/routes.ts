import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import { API_PREFIX } from '@storefront/contracts';
import { FILE_MAX_BYTES, FILE_TYPES, fileMetadataSchema } from '@storefront/contracts/catalogue';
import * as endpoints from '@storefront/contracts/endpoints/files';
import { fileIdParamsSchema, fileUrlQuerySchema, fileUrlSchema } from '@storefront/contracts/files';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import {
  attachmentDisposition,
  findFile,
  findFileByKey,
  materialiseSeedPictures,
  type StoredFile,
  storeUpload,
  toMetadata,
} from './service.ts';
import { ensureSeedPicture, filesRoot, isSafeKey, pathOf, publicPath } from './storage.ts';

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
  const root = filesRoot(config.dataDir);

  // Seed pictures exist as rows first; each instance draws the ones its disk lacks. Tests draw
  // them on first request instead, so they never write into a developer's data folder.
  if (config.env !== 'test') {
    app.addHook('onReady', async () => {
      try {
        const written = await materialiseSeedPictures(db, root);
        if (written > 0) app.log.info({ written }, 'seed pictures written');
      } catch (error) {
        app.log.warn({ err: error }, 'could not write the seed pictures');
      }
    });
  }

  await app.register(filesApi, { prefix: API_PREFIX, db, root });
  await app.register(storedFiles, { db, root });
}

const filesApi: FastifyPluginAsyncZod<{ db: Db; root: string }> = async (app, { db, root }) => {
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
      const row = await storeUpload(db, root, upload, user);
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
      return sendStored(reply, root, row, {
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
 * responses are cached for a year. Rows are looked up once per key and kept in memory.
 */
const storedFiles = async (app: FastifyInstance, { db, root }: { db: Db; root: string }) => {
  const rows = new Map<string, StoredFile>();
  const MAX_CACHED = 10_000;

  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = storageKeyFromPath((request.params as { '*': string })['*']);
    if (!key) throw notFound('There is no file at this path.');
    let row = rows.get(key);
    if (!row) {
      row = await findFileByKey(db, key);
      if (!row) throw notFound('There is no file at this path.');
      if (rows.size >= MAX_CACHED) rows.clear();
      rows.set(key, row);
    }
    const etag = `"${row.id}"`;
    if (request.headers['if-none-match'] === etag) {
      return reply
        .status(304)
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send();
    }
    // A seed picture this machine has not drawn yet (a fresh disk, a test) is drawn now.
    await ensureSeedPicture(root, row.storageKey, row.originalName);
    return sendStored(reply, root, row, {
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
    });
  });
};

async function sendStored(
  reply: FastifyReply,
  root: string,
  row: StoredFile,
  headers: Record<string, string>,
) {
  const file = pathOf(root, row.storageKey);
  const stats = await stat(file).catch(() => null);
  if (!stats?.isFile()) throw notFound('The file is missing from storage.');
  return reply
    .headers({
      ...headers,
      'content-type': row.contentType,
      'content-length': String(stats.size),
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
      'cross-origin-resource-policy': 'same-site',
    })
    .send(createReadStream(file));
}
