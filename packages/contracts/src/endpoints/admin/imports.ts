/**
 * The catalogue by CSV (apps/api/src/modules/catalogue/transfer): imports, each a dry run first,
 * then committed as a job and undone in one action; and the catalogue's export in the same
 * format. Everything needs catalogue.write but the export (catalogue.read).
 */
import type {
  catalogueExportQuerySchema,
  importOptionsSchema,
  importPageSchema,
  importReportSchema,
  importsQuerySchema,
  importUndoQuerySchema,
} from '../../admin-imports.ts';
import { adminEndpoint, type FileAnswer, types } from '../../endpoint.ts';

/**
 * The body is multipart/form-data: the CSV in a field named "file", optionally a ZIP of
 * pictures in "pictures"; the options (importOptionsSchema) are in the query. Answers the dry
 * run's report.
 */
export const createImport = adminEndpoint(
  'POST',
  'admin/imports',
  'catalogue.write',
  types<{ status: 201; response: typeof importReportSchema; query: typeof importOptionsSchema }>(),
);
export const listImports = adminEndpoint(
  'GET',
  'admin/imports',
  'catalogue.write',
  types<{ response: typeof importPageSchema; query: typeof importsQuerySchema }>(),
);
export const getImport = adminEndpoint(
  'GET',
  'admin/imports/{id}',
  'catalogue.write',
  types<{ response: typeof importReportSchema }>(),
);
export const commitImport = adminEndpoint(
  'POST',
  'admin/imports/{id}/commit',
  'catalogue.write',
  types<{ status: 202; response: typeof importReportSchema }>(),
);
/** The file's rows that have errors, with an `error` column, as CSV. */
export const getImportErrors = adminEndpoint(
  'GET',
  'admin/imports/{id}/errors',
  'catalogue.write',
  types<{ response: FileAnswer }>(),
);
export const undoImport = adminEndpoint(
  'POST',
  'admin/imports/{id}/undo',
  'catalogue.write',
  types<{
    status: 202;
    response: typeof importReportSchema;
    query: typeof importUndoQuerySchema;
  }>(),
);
export const exportCatalogue = adminEndpoint(
  'GET',
  'admin/products/export',
  'catalogue.read',
  types<{ response: FileAnswer; query: typeof catalogueExportQuerySchema }>(),
);
