import type { LanguageCode } from '@storefront/contracts';
import { parseOrderNumber } from '@storefront/contracts/order-rules';
import {
  canMoveOrder,
  type OrderActor,
  type OrderStatus,
  shopperMayCancel,
  shopperMayReturn,
} from '@storefront/contracts/order-status';
import type { Order, OrderStatusChange, ReturnRequest } from '@storefront/contracts/orders';
import { routes } from '@storefront/contracts/routes';
import type { Db } from '../../../db/client.ts';
import { HttpError, invalidField, notFound } from '../../../lib/http-error.ts';
import type { Messenger } from '../../../lib/messaging/messenger.ts';
import { readShopSettings } from '../../accounts/service.ts';
import { announceStockChange, type ReleaseReason, release } from '../../catalogue/service.ts';
import {
  closePaymentsOnCancel,
  ordersAwaitingPaymentSince,
  recordRefund,
} from '../../payments/service.ts';
import { releasePromoUse } from '../../promotions/service.ts';
import { shopPriceSettings } from '../../theme/service.ts';
import {
  answerOrder,
  findOrder,
  findOwnOrder,
  insertOrderEvent,
  insertReturn,
  lockOrder,
  orderContact,
  orderLineQuantities,
  orderStockLines,
  readOrderItems,
  returnedQuantities,
  setOrderStatus,
  toOrderItem,
} from '../queries.ts';
import { type OrderEmailKind, orderEmail } from './emails.ts';

/**
 * An order's life after it is placed (issue 15): every change of status goes through `moveOrder`,
 * which asks the state machine (contracts/order-status.ts), records the step on the timeline and
 * does what the step means (a cancel gives the stock and the promo use back and closes or owes
 * the payment) in the caller's transaction. Messages are UI keys.
 */

const orderNotFound = () => notFound('orders.error.notFound');

export interface Move {
  orderId: number;
  to: OrderStatus;
  actor: OrderActor;
  /** The shopper or staff member; null for the shop itself. */
  actorId: string | null;
  note: string;
}

/** What changed: the status before and after (the same when nothing did). */
export interface Moved {
  from: OrderStatus;
  to: OrderStatus;
  /** The products whose stock the move gave back: announce them once it has committed. */
  stockChanged?: number[];
}

/**
 * Runs inside a move's transaction once the order has moved (issue 26): the route records the
 * move's email there, so the move and its email commit together or not at all.
 */
export type OnMoved = (tx: Db, orderId: number, moved: Moved) => Promise<void>;

const nothingMore: OnMoved = async () => {};

/** Why a cancel gives the stock back, for the product's stock history. */
function releaseReason(from: OrderStatus, move: Move): ReleaseReason {
  if (move.actor === 'system' && move.note === 'payment_expired') return 'expired';
  return from === 'payment_failed' ? 'payment-failed' : 'cancellation';
}

/**
 * Moves an order to `move.to` inside `tx`, its row locked. Undefined when there is no such order;
 * when the machine forbids the move, 409 naming `status`, or no change at all with `ifAllowed`
 * (the shop's own moves: a late payment result, a second sweep). An order already there is no
 * change.
 */
export async function moveOrder(
  tx: Db,
  move: Move,
  { ifAllowed = false } = {},
): Promise<Moved | undefined> {
  const order = await lockOrder(tx, move.orderId);
  if (!order) return undefined;
  if (order.status === move.to) return { from: order.status, to: order.status };
  if (!canMoveOrder(order.status, move.to, move.actor)) {
    if (ifAllowed) return { from: order.status, to: order.status };
    throw new HttpError(409, 'conflict', 'orders.error.cannotMove', {
      status: 'orders.error.cannotMove',
    });
  }
  await setOrderStatus(tx, order.id, move.to);
  await insertOrderEvent(tx, {
    orderId: order.id,
    status: move.to,
    actor: move.actor,
    actorId: move.actorId,
    note: move.note,
  });
  let stockChanged: number[] = [];
  if (move.to === 'cancelled') {
    stockChanged = await release(tx, await orderStockLines(tx, order.id), {
      orderId: order.id,
      reason: releaseReason(order.status, move),
    });
    if (order.promoCodeId !== null) await releasePromoUse(tx, order.promoCodeId);
    await closePaymentsOnCancel(tx, order.id);
  }
  if (move.to === 'refunded') await recordRefund(tx, order.id);
  return { from: order.status, to: move.to, stockChanged };
}

/**
 * A payment's result reaches its order (the payments module, in its transaction): paid, or
 * payment failed. A result the order can no longer take (a paid order told of a failure) changes
 * nothing, as before.
 */
export async function recordPaymentOutcome(
  tx: Db,
  orderId: number,
  to: Extract<OrderStatus, 'paid' | 'payment_failed'>,
): Promise<void> {
  await moveOrder(
    tx,
    { orderId, to, actor: 'system', actorId: null, note: '' },
    { ifAllowed: true },
  );
}

/**
 * POST orders/{id}/cancel: the owner cancels until the order ships (409 after), in one
 * transaction with its stock, promo use and payment.
 */
export async function cancelOrder(
  db: Db,
  owner: string,
  orderId: number,
  lang: LanguageCode,
  reason: string,
  onMoved: OnMoved = nothingMore,
): Promise<{ order: Order; moved: Moved }> {
  const done = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== owner) throw orderNotFound();
    if (!shopperMayCancel(order.status)) {
      throw new HttpError(409, 'conflict', 'orders.error.cannotCancel');
    }
    const moved = await moveOrder(tx, {
      orderId,
      to: 'cancelled',
      actor: 'shopper',
      actorId: owner,
      note: reason,
    });
    await onMoved(tx, orderId, moved!);
    return { order: await answerOwn(tx, owner, orderId, lang), moved: moved! };
  });
  // Committed: the stock given back shows on the storefront.
  await announceStockChange(db, done.moved.stockChanged ?? []);
  return done;
}

/** PUT orders/{id}/status: staff move any order along its life, with a note the shopper sees. */
export async function changeStatusAsStaff(
  db: Db,
  staffId: string,
  orderId: number,
  lang: LanguageCode,
  change: Required<OrderStatusChange>,
  onMoved: OnMoved = nothingMore,
): Promise<{ order: Order; moved: Moved }> {
  const done = await db.transaction(async (tx) => {
    const moved = await moveOrder(tx, {
      orderId,
      to: change.status,
      actor: 'staff',
      actorId: staffId,
      note: change.note,
    });
    if (!moved) throw orderNotFound();
    await onMoved(tx, orderId, moved);
    const row = await findOrder(tx, orderId);
    return { order: await answerOrder(tx, row!, lang), moved };
  });
  await announceStockChange(db, done.moved.stockChanged ?? []);
  return done;
}

/**
 * POST orders/{id}/returns: lines of a delivered order to send back. Each line must be the
 * order's, and no more units than were bought and not yet asked back (400 naming
 * lines.<index>.itemId or .quantity); an order not delivered is a 409.
 */
export async function requestReturn(
  db: Db,
  owner: string,
  orderId: number,
  lang: LanguageCode,
  request: Required<ReturnRequest>,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== owner) throw orderNotFound();
    if (!shopperMayReturn(order.status)) {
      throw new HttpError(409, 'conflict', 'orders.error.cannotReturn');
    }
    const bought = await orderLineQuantities(tx, orderId);
    const asked = await returnedQuantities(tx, orderId);
    const merged = new Map<number, number>();
    request.lines.forEach((line, index) => {
      const left = (bought.get(line.itemId) ?? 0) - (asked.get(line.itemId) ?? 0);
      if (!bought.has(line.itemId)) {
        throw invalidField(`lines.${index}.itemId`, 'orders.validation.returnLine');
      }
      const total = (merged.get(line.itemId) ?? 0) + line.quantity;
      if (total > left) {
        throw invalidField(`lines.${index}.quantity`, 'orders.validation.returnQuantity');
      }
      merged.set(line.itemId, total);
    });
    await insertReturn(tx, {
      orderId,
      lines: [...merged].map(([itemId, quantity]) => ({ itemId, quantity })),
      reason: request.reason,
    });
    return answerOwn(tx, owner, orderId, lang);
  });
}

/**
 * POST orders/lookup: the order with this number placed with this email, else 404. The answer
 * is the same whether the number does not exist or the email does not match.
 */
export async function findOrderByNumberAndEmail(
  db: Db,
  number: string,
  email: string,
  lang: LanguageCode,
): Promise<Order> {
  const orderId = parseOrderNumber(number);
  const contact = orderId === null ? undefined : await orderContact(db, orderId);
  if (!contact || contact.contactEmail.toLowerCase() !== email.toLowerCase()) {
    throw notFound('orders.error.lookupNotFound');
  }
  return answerOwn(db, contact.userId, orderId!, lang);
}

/** Who placed an order (a found order's key opens it as them); 404 when there is none. */
export async function ownerOfOrder(db: Db, orderId: number): Promise<string> {
  const contact = await orderContact(db, orderId);
  if (!contact) throw orderNotFound();
  return contact.userId;
}

/**
 * The expiry sweep: orders whose card payment has waited more than `minutes` are cancelled by
 * the shop (note 'payment_expired'), each in its own transaction, giving their stock back.
 * Several instances may sweep at once: the order's row lock and the machine make the second
 * cancel of an order a no-op. Answers the orders it cancelled.
 */
export async function expireUnpaidOrders(
  db: Db,
  minutes: number,
  { now = new Date(), onMoved = nothingMore }: { now?: Date; onMoved?: OnMoved } = {},
): Promise<number[]> {
  const expired: number[] = [];
  for (const orderId of await ordersAwaitingPaymentSince(db, minutes, now)) {
    const moved = await db.transaction(async (tx) => {
      const moved = await moveOrder(
        tx,
        { orderId, to: 'cancelled', actor: 'system', actorId: null, note: 'payment_expired' },
        { ifAllowed: true },
      );
      if (moved) await onMoved(tx, orderId, moved);
      return moved;
    });
    if (moved && moved.from !== moved.to) expired.push(orderId);
    await announceStockChange(db, moved?.stockChanged ?? []);
  }
  return expired;
}

async function answerOwn(db: Db, owner: string, orderId: number, lang: LanguageCode) {
  const row = await findOwnOrder(db, owner, orderId);
  if (!row) throw orderNotFound();
  return answerOrder(db, row, lang);
}

/**
 * Records the order's email for a step of its life (`kind`) in the outbox, in `db`: a move's
 * transaction when a move causes it, so they commit together. To the order's email, in the
 * order's language unless `lang` says otherwise: a shopper who cancels on the Arabic site reads the
 * email in Arabic, whatever language the order was placed in. The link opens the order: the
 * account's order page for a customer, the order-finding page (number prefilled) for a guest.
 */
export async function sendOrderEmail(
  db: Db,
  messenger: Messenger,
  orderId: number,
  kind: OrderEmailKind,
  baseUrl: string,
  options: {
    /** For a sender that may run twice (a retried job): the email is recorded once per key. */
    dedupeKey?: string;
    /** The language of the page the shopper acted on. */
    lang?: LanguageCode;
    /** A refund's amount in fils, and staff's words for this email (issue 26). */
    amount?: number;
    note?: string;
  } = {},
): Promise<void> {
  const contact = await orderContact(db, orderId);
  const row = await findOrder(db, orderId);
  if (!contact || !row || !contact.contactEmail) return;
  const lang = options.lang ?? row.lang;
  const order = await answerOrder(db, row, lang);
  const items = (await readOrderItems(db, orderId, lang)).map((item) => toOrderItem(item, lang));
  const link =
    contact.role === 'guest'
      ? `${baseUrl}${routes.trackOrder}?${new URLSearchParams({ number: order.orderNumber })}`
      : `${baseUrl}${routes.order(orderId)}`;
  const shop = await readShopSettings(db);
  const email = orderEmail(kind, {
    order,
    items,
    shop: shop.name(lang),
    link,
    price: await shopPriceSettings(db),
    lang,
    amount: options.amount,
    note: options.note,
  });
  await messenger.send(
    {
      channel: 'email',
      to: contact.contactEmail,
      subject: email.subject,
      body: email.text,
      html: email.html,
    },
    options.dedupeKey ? { db, dedupeKey: options.dedupeKey } : { db },
  );
}

/** The email a move sends, if any: every step but the first (the placing has its own). */
export function emailForMove(moved: Moved | undefined): OrderEmailKind | null {
  if (!moved || moved.from === moved.to || moved.to === 'awaiting_payment') return null;
  return moved.to === 'placed' ? null : moved.to;
}
