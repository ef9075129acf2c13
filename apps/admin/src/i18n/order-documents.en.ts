/** An order's documents as PDF: the invoice and the packing slip (issue 26), English. */
export const orderDocumentsEn = {
  'order.documents': 'Documents',
  'order.documentLanguage': 'Document language',
  'order.invoicePdf': 'Invoice (PDF)',
  'order.packingSlipPdf': 'Packing slip (PDF)',
  'order.packingSlipFailed': 'The packing slip could not be downloaded. Try again.',
} as const;
