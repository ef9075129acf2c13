import type { orderDocumentsEn } from './order-documents.en.ts';

/** An order's documents as PDF: the invoice and the packing slip (issue 26), Arabic. */
export const orderDocumentsAr: Record<keyof typeof orderDocumentsEn, string> = {
  'order.documents': 'المستندات',
  'order.documentLanguage': 'لغة المستند',
  'order.invoicePdf': 'الفاتورة (PDF)',
  'order.packingSlipPdf': 'قائمة التعبئة (PDF)',
  'order.packingSlipFailed': 'تعذر تنزيل قائمة التعبئة. حاول مرة أخرى.',
};
