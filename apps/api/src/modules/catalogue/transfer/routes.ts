import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { adminIdParamsSchema } from '@storefront/contracts/admin-catalogue';
import {
  CATALOGUE_CSV_COLUMNS,
  catalogueExportQuerySchema,
  IMPORT_CSV_MAX_BYTES,
  IMPORT_ZIP_MAX_BYTES,
  IMPORTS_PAGE_SIZE,
  importOptionsSchema,
  importPageSchema,
  importReportSchema,
  importsQuerySchema,
  importUndoQuerySchema,
} from '@storefront/contracts/admin-imports';
import * as endpoints from '@storefront/contracts/endpoints/admin/imports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import type { CatalogueNews } from '../../../lib/catalogue-news.ts';
import { badRequest, HttpError } from '../../../lib/http-error.ts';
import type { Queue } from '../../../lib/jobs/jobs.ts';
import { route } from '../../../lib/route.ts';
import { requireUser, staffActorOf } from '../../../plugins/auth.ts';
import { type ImportJob, runImportJob } from './commit.ts';
import { exportCatalogue } from './export.ts';
import {
  commitImport,
  createImport,
  getImport,
  type ImportWriter,
  importErrorsCsv,
  listImports,
  resumableImports,
  undoImport,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const MB = 1024 * 1024;
const FORMAT =
  'The file: UTF-8 (a byte-order mark or none), comma- or semicolon-separated, a header row ' +
  `naming columns from ${CATALOGUE_CSV_COLUMNS.join(', ')} in any order (handle required), one ` +
  'row per variation; see docs/catalogue-csv.md.';
const REPORT =
  'The report counts products and variations to create, to update and unchanged, and products ' +
  'left out for errors; it lists the first 200 errors and warnings (row, column, value, code, ' +
  'message in the request’s language) and changes (each field before → after).';

/** The catalogue by CSV (issue 27): imports and the export. */
export const catalogueTransferRoutes: FastifyPluginAsyncZod<{
  db: Db;
  news: CatalogueNews;
}> = async (app, { db, news }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_ZIP_MAX_BYTES, files: 2, fields: 5, fieldSize: 1024, parts: 8 },
  });

  const jobs: Queue<ImportJob> = app.jobs.queue<ImportJob>('catalogue-import', {
    retryLimit: 10,
    retryDelaySeconds: 2,
    // A run hands over after about 10 s (commit.ts): one still going after this has died.
    expireInSeconds: 60,
    work: (job): Promise<void> =>
      runImportJob({ db, news, again: (next): Promise<void> => jobs.send(next) }, job),
  });
  // An instance stopped mid-import (kill -9) left it queued or running: whichever instance
  // starts next picks it up at once (its own job would only expire later). Two runs of one
  // import take turns on its row lock and never write a product twice.
  app.addHook('onReady', async () => {
    for (const importId of await resumableImports(db)) await jobs.send({ importId });
  });
  const writer = (request: FastifyRequest): ImportWriter => ({
    db,
    actor: staffActorOf(request),
    user: requireUser(request),
    async queue(job, tx) {
      await jobs.send(job, tx ? { db: tx } : {});
    },
  });
  const wakeAfter = async <T>(answer: Promise<T>) => {
    const result = await answer;
    jobs.wake();
    return result;
  };

  route(app, endpoints.createImport, {
    schema: {
      tags: TAGS,
      summary: 'Upload a catalogue CSV for a dry run (writes nothing to the catalogue)',
      description:
        'multipart/form-data: the CSV in a field named "file" (up to ' +
        `${IMPORT_CSV_MAX_BYTES / MB} MB), and optionally a ZIP of pictures in "pictures" (up ` +
        `to ${IMPORT_ZIP_MAX_BYTES / MB} MB) whose file names the picture column may use. ` +
        `${FORMAT} createMissing=true creates categories and brands the shop lacks (warnings); ` +
        `otherwise they are errors. ${REPORT} 400 naming file when there is no CSV or it is not ` +
        'UTF-8 text with a header row, or pictures when it is not a ZIP; 413 beyond the sizes.',
      security,
      consumes: ['multipart/form-data'],
      querystring: importOptionsSchema,
      response: { 201: importReportSchema },
    },
    handler: async (request, reply) => {
      const upload = await readImportForm(app, request);
      const report = await createImport(
        writer(request),
        upload,
        { createMissing: request.query.createMissing === 'true' },
        request.lang,
      );
      return reply.status(201).send(report);
    },
  });

  route(app, endpoints.listImports, {
    schema: {
      tags: TAGS,
      summary: 'Imports, newest first',
      description: `${IMPORTS_PAGE_SIZE} a page; page from 1.`,
      security,
      querystring: importsQuerySchema,
      response: { 200: importPageSchema },
    },
    handler: async (request) => listImports(db, Number(request.query.page ?? 1)),
  });

  route(app, endpoints.getImport, {
    schema: {
      tags: TAGS,
      summary: 'An import: its dry run’s report and its progress',
      description:
        `${REPORT} status: planned (dry run), queued and running (commit), done, failed, ` +
        'undoing, undone. progress counts the rows of the products written (or undone), with ' +
        'the seconds left at the pace so far.',
      security,
      params: adminIdParamsSchema,
      response: { 200: importReportSchema },
    },
    handler: async (request) => getImport(db, request.params.id, request.lang),
  });

  route(app, endpoints.commitImport, {
    schema: {
      tags: TAGS,
      summary: 'Commit an import: its products are written by a job',
      description:
        'The products without errors that the dry run found to create or update, merged into ' +
        'the catalogue as it is when each is written; a few at a time, each batch in one ' +
        'transaction with its audit rows, resumed after a restart without writing any product ' +
        'twice. Follow it with GET admin/imports/{id}. 409 when it is not planned or changes ' +
        'nothing.',
      security,
      params: adminIdParamsSchema,
      response: { 202: importReportSchema },
    },
    handler: async (request, reply) => {
      const report = await wakeAfter(
        commitImport(writer(request), request.params.id, request.lang),
      );
      return reply.status(202).send(report);
    },
  });

  route(app, endpoints.getImportErrors, {
    schema: {
      tags: TAGS,
      summary: 'The rows with errors, as CSV, to fix and upload again',
      description:
        'text/csv (UTF-8 with a byte-order mark): the file’s header and its rows that have ' +
        'errors, as they were, with an error column in the request’s language.',
      security,
      params: adminIdParamsSchema,
    },
    handler: async (request, reply) => {
      const csv = await importErrorsCsv(db, request.params.id, request.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="import-${request.params.id}-errors.csv"`,
        )
        .send(csv);
    },
  });

  route(app, endpoints.undoImport, {
    schema: {
      tags: TAGS,
      summary: 'Undo an import: every product it wrote as it was before',
      description:
        'Products it created are deleted; products it changed get back every value it changed ' +
        '(stock included), by a job, audited. 409 when it is not done, or when products it ' +
        'wrote changed since: the answer lists their handles in changedSince; again with ' +
        'skipChanged=true undoes the others and leaves those.',
      security,
      params: adminIdParamsSchema,
      querystring: importUndoQuerySchema,
      response: { 202: importReportSchema },
    },
    handler: async (request, reply) => {
      const report = await wakeAfter(
        undoImport(
          writer(request),
          request.params.id,
          request.query.skipChanged === 'true',
          request.lang,
        ),
      );
      return reply.status(202).send(report);
    },
  });

  route(app, endpoints.exportCatalogue, {
    schema: {
      tags: TAGS,
      summary: 'The catalogue (or the filtered product list) as CSV, in the import’s format',
      description:
        `${FORMAT} The product list’s filters, oldest product first; streamed. Importing the ` +
        'file again changes nothing.',
      security,
      querystring: catalogueExportQuerySchema,
    },
    handler: async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .send(Readable.from(exportCatalogue(db, request.lang, request.query)));
    },
  });
};

/** The form's CSV (required) and ZIP of pictures (optional). */
async function readImportForm(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the CSV as multipart/form-data, in a field named "file".',
    );
  }
  let csv: { name: string; bytes: Buffer } | undefined;
  let pictures: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') {
        if (bytes.length > IMPORT_CSV_MAX_BYTES) throw tooLarge('file', IMPORT_CSV_MAX_BYTES);
        csv = { name: part.filename || 'import.csv', bytes };
      } else if (part.fieldname === 'pictures') pictures = bytes;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw tooLarge('pictures', IMPORT_ZIP_MAX_BYTES);
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 406) throw error;
    throw badRequest('validation.multipart', { file: 'validation.multipart' });
  }
  if (!csv || csv.bytes.length === 0) {
    throw badRequest('validation.required', { file: 'validation.required' });
  }
  return { ...csv, pictures };
}

const tooLarge = (field: 'file' | 'pictures', bytes: number) =>
  new HttpError(
    413,
    'payload_too_large',
    'import.error.tooLarge',
    { [field]: 'import.error.tooLarge' },
    { values: { max: bytes / MB } },
  );
