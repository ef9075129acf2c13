import { z } from 'zod';
import { adminProductsQuerySchema } from './admin-catalogue.ts';
import { idParamSchema } from './input-rules.ts';

/**
 * The catalogue by CSV (issue 27), under /api/admin/imports and admin/products/export
 * (endpoints/admin/imports.ts). The file's format is docs/catalogue-csv.md; an import is a dry run
 * first (nothing written), then a commit that runs as a job, then, while nothing it wrote has
 * changed since, an undo.
 */

/** The file's columns, in the order an export writes them. */
export const CATALOGUE_CSV_COLUMNS = [
  'handle',
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  'category',
  'brand',
  'published',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'sku',
  'price',
  'stock',
  'picture',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** Columns that describe the product: blank after its first row, or the same value. */
export const PRODUCT_COLUMNS = [
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  'category',
  'brand',
  'published',
  'option1_name',
  'option2_name',
] as const satisfies readonly CatalogueCsvColumn[];

/** A category path's separator: English names from the top. */
export const CATEGORY_SEPARATOR = ' > ';
/** Between a cell's pictures. */
export const PICTURE_SEPARATOR = ' | ';

/** The largest file an upload takes (a CSV of about 100,000 rows), and its ZIP of pictures. */
export const IMPORT_CSV_MAX_BYTES = 40 * 1024 * 1024;
export const IMPORT_ZIP_MAX_BYTES = 200 * 1024 * 1024;
export const IMPORTS_PAGE_SIZE = 20;
/** The report lists at most this many changes, errors and warnings (the counts are whole). */
export const IMPORT_REPORT_MAX_ITEMS = 200;

/** What is wrong with a cell or a row (worded by import.error.<code> in the admin's language). */
export const IMPORT_ERROR_CODES = [
  'notCsv',
  'handleMissing',
  'unknownColumn',
  'duplicateColumn',
  'required',
  'tooLong',
  'price',
  'stock',
  'published',
  'conflict',
  'skuDuplicate',
  'skuTaken',
  'skuNotHandle',
  'categoryUnknown',
  'brandUnknown',
  'optionValueMissing',
  'optionsChanged',
  'variationDuplicate',
  'pictureUnknown',
  'pictureType',
  'tooManyVariations',
  'tooManyPictures',
  'changedSince',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export const IMPORT_WARNING_CODES = [
  'clearsStock',
  'unpublishes',
  'newCategory',
  'newBrand',
] as const;
export type ImportWarningCode = (typeof IMPORT_WARNING_CODES)[number];

/**
 * planned: the dry run's report, nothing written; queued, running: the commit's job;
 * done: committed; failed: the job gave up (what it applied stays, and can be undone);
 * undoing, undone: the undo's job.
 */
export const IMPORT_STATUSES = [
  'planned',
  'queued',
  'running',
  'done',
  'failed',
  'undoing',
  'undone',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const problemSchema = z.object({
  /** The file's line of the row: the header is row 1, the first product row 2. */
  row: z.number().int(),
  column: z.string().nullable(),
  value: z.string(),
  /** In the request's language. */
  message: z.string(),
});

export const importErrorSchema = problemSchema.extend({ code: z.enum(IMPORT_ERROR_CODES) });
export type ImportError = z.infer<typeof importErrorSchema>;
export const importWarningSchema = problemSchema.extend({ code: z.enum(IMPORT_WARNING_CODES) });
export type ImportWarning = z.infer<typeof importWarningSchema>;

/** One field that would change (text as in the file: prices in KD, stock in units). */
export const importFieldChangeSchema = z.object({
  /** A column name; a variation's own fields are `sku`, `price`, `stock` or `picture`. */
  field: z.string(),
  /** The variation's SKU, for a variation's field. */
  variation: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string(),
});
export type ImportFieldChange = z.infer<typeof importFieldChangeSchema>;

export const importChangeSchema = z.object({
  handle: z.string(),
  name: z.string(),
  action: z.enum(['create', 'update']),
  /** First row of the product in the file. */
  row: z.number().int(),
  fields: z.array(importFieldChangeSchema),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

const countsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  /** With an error in one of its rows: left out of the commit. */
  invalid: z.number().int(),
});

export const importReportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  /** Rows of products, the header left out. */
  rows: z.number().int(),
  products: countsSchema,
  variations: countsSchema.omit({ invalid: true }),
  errorCount: z.number().int(),
  warningCount: z.number().int(),
  /** The first IMPORT_REPORT_MAX_ITEMS of each, in the file's order. */
  errors: z.array(importErrorSchema),
  warnings: z.array(importWarningSchema),
  changes: z.array(importChangeSchema),
  /** The commit's (or the undo's) progress, in rows of the file. */
  progress: z.object({
    done: z.number().int(),
    total: z.number().int(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    /** Seconds left at the pace so far; null before the first products are written. */
    secondsLeft: z.number().int().nullable(),
  }),
  undoneAt: z.string().nullable(),
  /** Products changed since the commit (by their handle): the undo leaves them as they are. */
  changedSince: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importSummarySchema = importReportSchema.pick({
  id: true,
  fileName: true,
  createdAt: true,
  createdBy: true,
  status: true,
  rows: true,
  products: true,
  errorCount: true,
  progress: true,
  undoneAt: true,
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importPageSchema = z.object({
  items: z.array(importSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ImportPage = z.infer<typeof importPageSchema>;

export const importsQuerySchema = z.object({ page: idParamSchema.optional() });

/** POST admin/imports: the form's fields beside its files. */
export const importOptionsSchema = z.object({
  /** 'true': a category path or brand the shop lacks is created (a warning); else an error. */
  createMissing: z.enum(['true', 'false']).default('false'),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;

/** POST admin/imports/{id}/undo refused (409): the error, and the products changed since. */
export const importUndoRefusalSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  changedSince: z.array(z.string()),
});
export type ImportUndoRefusal = z.infer<typeof importUndoRefusalSchema>;

/** GET admin/products/export: the product list's filters (the whole catalogue without any). */
export const catalogueExportQuerySchema = adminProductsQuerySchema.omit({ page: true, sort: true });
export type CatalogueExportQuery = z.input<typeof catalogueExportQuerySchema>;

/** POST admin/imports/{id}/undo: `skipChanged` undoes the others when some changed since. */
export const importUndoQuerySchema = z.object({
  skipChanged: z.enum(['true', 'false']).default('false'),
});
