import type { LanguageCode } from '@storefront/contracts';
import { adminApiAr } from '@storefront/contracts/i18n/admin-api.ar';
import { adminApiEn } from '@storefront/contracts/i18n/admin-api.en';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-error.ts';
import { renderPackingSlip } from '../packing-slip.ts';
import { documentBrand } from '../pdf/document-brand.ts';
import { answerOrder, findOrder, readOrderItems } from '../queries.ts';

/** The packing slip's words: the shop's catalogue (order labels) and the back office API's. */
const strings = { en: { ...en, ...adminApiEn }, ar: { ...ar, ...adminApiAr } } as const;

/**
 * GET admin/orders/{id}/packing-slip: the slip in the language asked, else the order's own (the
 * one its shopper reads, so the parcel's paper matches the emails); 404 for no such order.
 */
export async function packingSlipForStaff(
  db: Db,
  orderId: number,
  lang: LanguageCode | undefined,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findOrder(db, orderId);
  if (!row) throw notFound('orders.error.notFound');
  const language = lang ?? row.lang;
  const [order, items, brand] = await Promise.all([
    answerOrder(db, row, language),
    readOrderItems(db, orderId, language),
    documentBrand(db, language),
  ]);
  const pdf = await renderPackingSlip({
    ...brand,
    order,
    items,
    lang: language,
    strings: strings[language],
  });
  return { pdf, fileName: `packing-slip-${order.orderNumber}-${language}.pdf` };
}
