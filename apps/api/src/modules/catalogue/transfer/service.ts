import type { LanguageCode } from '@storefront/contracts';
import {
  IMPORT_REPORT_MAX_ITEMS,
  IMPORTS_PAGE_SIZE,
  type ImportChange,
  type ImportPage,
  type ImportReport,
  type ImportSummary,
} from '@storefront/contracts/admin-imports';
import type { Db } from '../../../db/client.ts';
import type { CatalogueNews } from '../../../lib/catalogue-news.ts';
import { toCsv } from '../../../lib/csv.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { localizeMessage } from '../../../lib/messages.ts';
import type { RequestUser, StaffActor } from '../../../plugins/auth.ts';
import { changedSince, type ImportJob } from './commit.ts';
import { readCsv } from './csv-file.ts';
import { isError, type Problem } from './patches.ts';
import { planImport } from './plan.ts';
import {
  actorName,
  type ImportRow,
  importPage,
  importRow,
  insertImport,
  insertImportProducts,
  resumableImports,
  undoableProducts,
  updateImport,
} from './queries.ts';

export { resumableImports };

/**
 * The catalogue by CSV (issue 27): the dry run, the import's report and its progress, the commit
 * and the undo (each queued as a job, commit.ts), and the errors file.
 */

export interface ImportWriter {
  db: Db;
  actor: StaffActor;
  /** Who uploads: the ZIP's pictures are stored as theirs. */
  user: RequestUser;
  /** Queues a run of an import's job, in `db` (a transaction) when given. */
  queue(job: ImportJob, db?: Db): Promise<void>;
}

/** What the import row keeps of the dry run (its report's content without wording). */
interface StoredReport {
  products: ImportReport['products'];
  variations: ImportReport['variations'];
  errorCount: number;
  warningCount: number;
  errors: Problem[];
  warnings: Problem[];
  changes: ImportChange[];
}

interface ErrorRow {
  row: number;
  cells: string[];
  problems: Problem[];
}

const gone = (importId: number) => notFound(`Import ${importId} does not exist.`);
const refused = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, 'conflict', message, undefined, { details });

/** POST admin/imports: the dry run, kept as an import to commit. */
export async function createImport(
  { db, actor, user }: ImportWriter,
  file: { name: string; bytes: Buffer; pictures: Buffer | undefined },
  options: { createMissing: boolean },
  lang: LanguageCode,
): Promise<ImportReport> {
  const plan = await planImport(db, user, file, options);
  const errors = plan.problems.filter(isError);
  const warnings = plan.problems.filter((problem) => !isError(problem));
  const report: StoredReport = {
    products: plan.products,
    variations: plan.variations,
    errorCount: errors.length,
    warningCount: warnings.length,
    errors: errors.slice(0, IMPORT_REPORT_MAX_ITEMS),
    warnings: warnings.slice(0, IMPORT_REPORT_MAX_ITEMS),
    changes: plan.changes,
  };
  const errorRows = await rowsWithErrors(file.bytes, errors);
  const importId = await db.transaction(async (tx) => {
    const id = await insertImport(tx, {
      actorId: actor.id,
      fileName: file.name,
      status: 'planned',
      createMissing: options.createMissing,
      header: plan.header,
      rows: plan.rows,
      report,
      errorRows,
      rowsTotal: plan.planned.reduce((sum, product) => sum + product.rows, 0),
    });
    await insertImportProducts(
      tx,
      plan.planned.map((product, seq) => ({
        importId: id,
        seq,
        handle: product.patch.handle,
        rows: product.rows,
        patch: product.patch,
        productId: product.productId,
      })),
    );
    return id;
  });
  return getImport(db, importId, lang);
}

/** The file's rows that have errors, read again from the file (it is still in memory). */
async function rowsWithErrors(bytes: Buffer, errors: Problem[]): Promise<ErrorRow[]> {
  const byRow = new Map<number, Problem[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  const rows: ErrorRow[] = [];
  if (byRow.size === 0) return rows;
  for await (const record of readCsv(bytes)) {
    const problems = byRow.get(record.row);
    if (problems && record.row > 1) rows.push({ row: record.row, cells: record.cells, problems });
  }
  // Problems of the header (row 1) are the file's, with no row to fix.
  return rows;
}

const worded = (problem: Problem, lang: LanguageCode) => ({
  row: problem.row,
  column: problem.column,
  value: problem.value,
  code: problem.code,
  message: localizeMessage(
    `import.${isError(problem) ? 'error' : 'warning'}.${problem.code}`,
    lang,
    problem.values,
  ),
});

function progressOf(row: ImportRow): ImportReport['progress'] {
  const started = row.startedAt?.getTime();
  const running = row.status === 'running' || row.status === 'undoing';
  let secondsLeft: number | null = null;
  if (running && started !== undefined && row.rowsDone > 0) {
    const perRow = (Date.now() - started) / row.rowsDone;
    secondsLeft = Math.max(0, Math.round((perRow * (row.rowsTotal - row.rowsDone)) / 1000));
  }
  return {
    done: row.rowsDone,
    total: row.rowsTotal,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    secondsLeft,
  };
}

function summaryOf(row: ImportRow, createdBy: string | null): ImportSummary {
  const report = row.report as StoredReport;
  return {
    id: row.id,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    createdBy,
    status: row.status,
    rows: row.rows,
    products: report.products,
    errorCount: report.errorCount,
    progress: progressOf(row),
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** GET admin/imports/{id}. */
export async function getImport(db: Db, importId: number, lang: LanguageCode) {
  const row = await importRow(db, importId);
  if (!row) throw gone(importId);
  const report = row.report as StoredReport;
  return {
    ...summaryOf(row, await actorName(db, row.actorId)),
    variations: report.variations,
    warningCount: report.warningCount,
    errors: report.errors.map((problem) => worded(problem, lang)),
    warnings: report.warnings.map((problem) => worded(problem, lang)),
    changes: report.changes,
    changedSince: row.changedSince,
  } as ImportReport;
}

/** GET admin/imports. */
export async function listImports(db: Db, page: number): Promise<ImportPage> {
  const { items, total } = await importPage(db, page, IMPORTS_PAGE_SIZE);
  return {
    items: items.map(({ row, by }) => summaryOf(row, by)),
    total,
    page,
    pageSize: IMPORTS_PAGE_SIZE,
  };
}

/** POST admin/imports/{id}/commit: queued; the job writes it (commit.ts). */
export async function commitImport(writer: ImportWriter, importId: number, lang: LanguageCode) {
  await writer.db.transaction(async (tx) => {
    const row = await importRow(tx, importId, { lock: true });
    if (!row) throw gone(importId);
    if (row.status !== 'planned') throw refused('errors.importNotPlanned');
    if (row.rowsTotal === 0) throw refused('errors.importNothing');
    await updateImport(tx, importId, { status: 'queued' });
    await writer.queue({ importId }, tx);
  });
  return getImport(writer.db, importId, lang);
}

/**
 * POST admin/imports/{id}/undo: refused (409, with the products' handles) when some of what it
 * wrote changed since, unless `skipChanged`: then those are left as they are.
 */
export async function undoImport(
  writer: ImportWriter,
  importId: number,
  skipChanged: boolean,
  lang: LanguageCode,
) {
  await writer.db.transaction(async (tx) => {
    const row = await importRow(tx, importId, { lock: true });
    if (!row) throw gone(importId);
    if (row.status !== 'done' && row.status !== 'failed') throw refused('errors.importNotDone');
    const items = await undoableProducts(tx, importId);
    const changed = await changedSince(tx, items);
    if (changed.length > 0 && !skipChanged) {
      throw refused('errors.importChangedSince', { changedSince: changed });
    }
    await updateImport(tx, importId, {
      status: 'undoing',
      undoneBy: writer.actor.id,
      rowsDone: 0,
      rowsTotal: items.reduce((sum, item) => sum + item.rows, 0),
      startedAt: new Date(),
      finishedAt: null,
      changedSince: [],
    });
    await writer.queue({ importId }, tx);
  });
  return getImport(writer.db, importId, lang);
}

/** GET admin/imports/{id}/errors: the rows with errors as they were, and what is wrong. */
export async function importErrorsCsv(db: Db, importId: number, lang: LanguageCode) {
  const row = await importRow(db, importId);
  if (!row) throw gone(importId);
  const errorRows = row.errorRows as ErrorRow[];
  const width = row.header.length;
  return toCsv([
    [...row.header, 'error'],
    ...errorRows.map((error) => [
      ...Array.from({ length: width }, (_, index) => error.cells[index] ?? ''),
      error.problems
        .map((problem) => {
          const { message } = worded(problem, lang);
          return problem.column ? `${problem.column}: ${message}` : message;
        })
        .join(' '),
    ]),
  ]);
}

export type { CatalogueNews };
