/**
 * The catalogue by CSV (issue 27), English: the imports' pages. Not spread into en.ts: they load
 * with those pages (imports.ts), so the first load stays in its budget; the navigation's and the
 * products page's words for it are in en.ts.
 */
export const importsEn = {
  'imports.title': 'Import products',
  'imports.intro':
    'Add or update many products at once from a CSV file. Checking the file changes nothing: you see what the import would do, then import it, and you can undo it afterwards.',
  'imports.formatTitle': 'The file',
  'imports.format':
    'One row per variation (one row for a product without options), with a header row naming the columns. UTF-8, separated by commas or semicolons. Only handle is required; a blank cell keeps what the shop has. A CSV exported from the products page is in the same format.',
  'imports.sample': 'Download a sample file',
  'imports.columns': 'The columns',
  'imports.columnsHelp': 'What each column holds',
  'imports.column.handle':
    'The product’s own code, the same on each of its rows. Required. A handle the shop has updates that product; a new one creates a product.',
  'imports.column.name_en': 'The name in English (required for a new product).',
  'imports.column.name_ar': 'The name in Arabic.',
  'imports.column.description_en': 'The description in English.',
  'imports.column.description_ar': 'The description in Arabic.',
  'imports.column.category':
    'The category’s English names from the top, separated by “ > ”, such as Women > Dresses (required for a new product).',
  'imports.column.brand': 'The brand’s English name.',
  'imports.column.published': 'true to show the product in the shop, false to hide it.',
  'imports.column.option1_name': 'The first option’s name in English, such as Size.',
  'imports.column.option1_value': 'This row’s value of the first option, such as M.',
  'imports.column.option2_name': 'The second option’s name in English, such as Colour.',
  'imports.column.option2_value': 'This row’s value of the second option, such as Red.',
  'imports.column.sku':
    'The variation’s SKU. A product without options has its handle as its SKU: leave it blank.',
  'imports.column.price':
    'In KD, with a dot and up to 3 decimals, such as 12.500 (required for a new variation).',
  'imports.column.stock': 'Units in stock: a whole number, 0 or more.',
  'imports.column.picture':
    'File names in the ZIP of pictures, or picture addresses, separated by “ | ”.',

  'imports.uploadTitle': 'Check a file',
  'imports.file': 'CSV file',
  'imports.fileHint': 'Up to {{mb}} MB.',
  'imports.pictures': 'Pictures (optional)',
  'imports.picturesHint': 'A ZIP file of the pictures the picture column names, up to {{mb}} MB.',
  'imports.createMissing': 'Create categories and brands the shop lacks',
  'imports.createMissingHint':
    'Left unticked, a category or brand the shop does not have is an error in its rows.',
  'imports.check': 'Check the file',
  'imports.checking': 'Uploading and checking the file…',
  'imports.fileMissing': 'Choose a CSV file.',
  'imports.tooLarge': 'This file is larger than {{mb}} MB.',
  'imports.fieldError': '{{field}}: {{message}}',

  'imports.history': 'Past imports',
  'imports.historyEmpty': 'No imports yet.',
  'imports.fileName': 'File',
  'imports.when': 'When',
  'imports.by': 'By',
  'imports.status': 'Status',
  'imports.products': 'Products',
  'imports.countsShort': 'New: {{create}}, updated: {{update}}, with errors: {{invalid}}',
  'imports.nobody': '—',

  'imports.status.planned': 'Checked',
  'imports.status.queued': 'Waiting',
  'imports.status.running': 'Importing',
  'imports.status.done': 'Imported',
  'imports.status.failed': 'Stopped',
  'imports.status.undoing': 'Undoing',
  'imports.status.undone': 'Undone',

  'imports.back': 'All imports',
  'imports.reportTitle': 'Import of {{name}}',
  'imports.checkedBy': 'Checked {{date}} by {{name}}',
  'imports.checkedAt': 'Checked {{date}}',
  'imports.summary': 'What the file does',
  'imports.count.create': 'Products to create',
  'imports.count.update': 'Products to update',
  'imports.count.unchanged': 'Products unchanged',
  'imports.count.invalid': 'Products with errors',
  'imports.count.variationsCreate': 'Variations to create',
  'imports.count.variationsUpdate': 'Variations to update',
  'imports.count.rows': 'Rows read',

  'imports.errors': 'Errors',
  'imports.errorsNote':
    'A product with an error in any of its rows is left out of the import. Fix those rows and upload them again.',
  'imports.noErrors': 'No errors: every product in the file can be imported.',
  'imports.downloadErrors': 'Download the rows with errors',
  'imports.downloadFailed': 'The file could not be downloaded. Try again.',
  'imports.warnings': 'Warnings',
  'imports.warningsNote': 'These rows will be imported: check that they do what you mean.',
  'imports.row': 'Row',
  'imports.column': 'Column',
  'imports.value': 'Value',
  'imports.message': 'Problem',
  'imports.showingFirst': 'Showing the first {{shown}} of {{total}}.',

  'imports.changes': 'Changes',
  'imports.changesNone': 'Nothing to create or update: the shop already has what the file says.',
  'imports.action.create': 'New',
  'imports.action.update': 'Update',
  'imports.changeRow': 'Row {{row}}',
  'imports.fieldCount': 'Fields: {{count}}',
  'imports.field': 'Field',
  'imports.before': 'Before',
  'imports.after': 'After',
  'imports.empty': '(empty)',

  'imports.next': 'Import',
  'imports.commit': 'Import {{count}} products',
  'imports.commitOne': 'Import 1 product',
  'imports.confirmCommit':
    'Import the file now? Products to create: {{create}}; to update: {{update}}. Products with errors are left out. You can undo the import afterwards.',
  'imports.planned': 'Nothing in the shop has changed yet.',
  'imports.nothingToImport': 'The file creates and updates no product: there is nothing to import.',
  'imports.commitFailed': 'The import could not start.',
  'imports.progressLabel': 'Import progress',
  'imports.undoProgressLabel': 'Undo progress',
  'imports.progress': '{{done}} of {{total}} rows done',
  'imports.queued': 'Waiting to start…',
  'imports.running': 'Importing…',
  'imports.undoing': 'Undoing the import…',
  'imports.timeLeft.unknown': 'Working out the time left…',
  'imports.timeLeft.soon': 'Less than a minute left',
  'imports.timeLeft.minutes': 'About {{minutes}} min left',
  'imports.timeLeft.hours': 'About {{hours}} h {{minutes}} min left',
  'imports.leaveNote':
    'You can leave this page: the work goes on, and the page shows where it is when you come back.',
  'imports.done': 'Imported {{date}}. The products are in the shop.',
  'imports.doneNow': 'Imported. The products are in the shop.',
  'imports.failed':
    'The import stopped before the end. The products it wrote are kept, and can be undone.',
  'imports.undo': 'Undo this import',
  'imports.confirmUndo':
    'Undo this import? The products it created are deleted, and the products it changed get back what they had before.',
  'imports.undoFailed': 'The import could not be undone.',
  'imports.changedSince':
    'These products changed since the import. Undoing it would lose those changes, so the undo stopped:',
  'imports.undoOthers': 'Undo the others',
  'imports.undoOthersHint':
    'The products listed stay as they are now; the rest of the import is undone.',
  'imports.confirmUndoOthers':
    'Undo the import for every other product? The {{count}} products listed stay as they are.',
  'imports.undone': 'Undone {{date}}. The shop is as it was before the import.',
  'imports.leftAsIs': 'Left as they are, because they changed since the import:',
} as const;
