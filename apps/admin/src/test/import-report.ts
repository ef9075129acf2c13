import type { ImportReport } from '@storefront/contracts/admin-imports';

/** A dry run's report: two products to create, one to update, errors and a warning. */
export function anImportReport(over: Partial<ImportReport> = {}): ImportReport {
  return {
    id: 7,
    fileName: 'catalogue.csv',
    createdAt: '2026-11-30T09:00:00.000Z',
    createdBy: 'Noor',
    status: 'planned',
    rows: 6,
    products: { create: 2, update: 1, unchanged: 1, invalid: 1 },
    variations: { create: 3, update: 1, unchanged: 2 },
    errorCount: 250,
    warningCount: 1,
    errors: [
      {
        row: 6,
        column: 'price',
        value: '12,5',
        code: 'price',
        message: 'Enter an amount in KD with a dot and at most 3 decimals, such as 12.500.',
      },
    ],
    warnings: [
      {
        row: 2,
        column: 'stock',
        value: '0',
        code: 'clearsStock',
        message: 'This empties the stock: the product can no longer be bought.',
      },
    ],
    changes: [
      {
        handle: 'TSHIRT',
        name: 'Cotton T-shirt',
        action: 'update',
        row: 2,
        fields: [
          { field: 'price', variation: 'TSHIRT-M', before: '5.000', after: '6.500' },
          { field: 'name_ar', variation: null, before: null, after: 'قميص قطني' },
        ],
      },
      {
        handle: 'MUG',
        name: 'Mug',
        action: 'create',
        row: 4,
        fields: [{ field: 'name_en', variation: null, before: null, after: 'Mug' }],
      },
    ],
    progress: { done: 0, total: 0, startedAt: null, finishedAt: null, secondsLeft: null },
    undoneAt: null,
    changedSince: [],
    ...over,
  };
}
