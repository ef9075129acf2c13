import type { LanguageCode } from '@storefront/contracts';
import { languageParamOf, routes } from '@storefront/contracts/routes';
import type { StockAlert, StockAlertRequest } from '@storefront/contracts/stock-alerts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-error.ts';
import { localize } from '../../../lib/localized-text.ts';
import type { Messenger } from '../../../lib/messaging/messenger.ts';
import { readShopSettings } from '../../accounts/service.ts';
import { backInStockEmail } from './email.ts';
import {
  type ClaimedAlert,
  claimPendingAlerts,
  lockVisibleProduct,
  productsWithPendingAlerts,
  purchasableAmong,
  upsertPendingAlert,
} from './queries.ts';

/**
 * "Tell me when it's back" (issue 29). A shopper leaves an email on a product that cannot be
 * bought; the catalogue's inventory, the one writer of stock, watches every change that adds
 * units (`watchForReturn`), and when a product someone awaits becomes purchasable again (in
 * stock, and visible), each pending alert gets one email, queued in the outbox in the stock
 * change's own transaction, and is marked notified: sent once, and never for a change that is
 * rolled back.
 */

/** POST products/{productId}/stock-alerts: asking twice is fine, and still sends one email. */
export async function requestStockAlert(
  db: Db,
  productId: number,
  request: StockAlertRequest,
  by: { lang: LanguageCode; userId: string | null },
): Promise<StockAlert> {
  const email = request.email.toLowerCase();
  await db.transaction(async (tx) => {
    if (!(await lockVisibleProduct(tx, productId))) {
      throw notFound(`Product ${productId} does not exist or is not available.`);
    }
    await upsertPendingAlert(tx, { productId, email, language: by.lang, userId: by.userId });
  });
  return { productId, email };
}

/** How the alerts' emails leave: the app's messenger, and where the storefront is for links. */
export interface StockAlertSender {
  messenger: Messenger;
  /** The storefront's origin (PUBLIC_URL), without a trailing slash. */
  baseUrl: string;
}

/**
 * The sender of this process, set when the app is built (catalogue/routes.ts). The inventory
 * changes stock inside transactions of many callers (the back office, orders, payments, the
 * expiry job), which carry no app; the emails are written into the transaction they are given,
 * so the sender only says how to compose and deliver them. Without one (a script), alerts stay
 * pending for the next change.
 */
let sender: StockAlertSender | undefined;

export function sendStockAlertsThrough(next: StockAlertSender): () => void {
  sender = next;
  return () => {
    if (sender === next) sender = undefined;
  };
}

const nothingToSend = async () => {};

/**
 * Call inside a stock change's transaction, once the products' rows are locked and before their
 * stock changes; call what it answers after the change. Each product with pending alerts that
 * could not be bought before the change and can be after it gets its alerts' emails.
 */
export async function watchForReturn(
  tx: Db,
  productIds: Iterable<number>,
): Promise<() => Promise<void>> {
  const current = sender;
  if (!current) return nothingToSend;
  const awaited = await productsWithPendingAlerts(tx, [...new Set(productIds)]);
  if (awaited.length === 0) return nothingToSend;
  const before = new Set(await purchasableAmong(tx, awaited));
  const waiting = awaited.filter((productId) => !before.has(productId));
  if (waiting.length === 0) return nothingToSend;
  return async () => {
    const back = await purchasableAmong(tx, waiting);
    if (back.length > 0) await sendBackInStock(tx, current, await claimPendingAlerts(tx, back));
  };
}

async function sendBackInStock(
  tx: Db,
  { messenger, baseUrl }: StockAlertSender,
  alerts: ClaimedAlert[],
) {
  if (alerts.length === 0) return;
  const shop = await readShopSettings(tx);
  for (const alert of alerts) {
    const lang = alert.language;
    const languageParam = languageParamOf(lang);
    const link = `${baseUrl}${routes.product(alert.productId)}${
      languageParam ? `?${new URLSearchParams({ lang: languageParam })}` : ''
    }`;
    const email = backInStockEmail(lang, {
      productName: localize(alert.productName, lang),
      shop: shop.name(lang),
      link,
    });
    // One email per alert is a fact of the outbox too (its unique dedupe key), not only of the claim.
    await messenger.send(
      {
        channel: 'email',
        to: alert.email,
        subject: email.subject,
        body: email.text,
        html: email.html,
      },
      { db: tx, dedupeKey: `stock-alert:${alert.id}` },
    );
  }
}
