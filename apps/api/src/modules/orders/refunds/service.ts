import type { OrderRefundData, OrderRefundsSummary } from '@storefront/contracts/admin-refunds';
import { canMoveOrder } from '@storefront/contracts/order-status';
import { refundedUnits, unitsRefundValue } from '@storefront/contracts/refund-rules';
import type { Db } from '../../../db/client.ts';
import { HttpError, invalidField, notFound } from '../../../lib/http-error.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import {
  onlinePaymentOf,
  paidAtTheDoorProviderIds,
  recordRefund,
  refundThroughGateway,
} from '../../payments/service.ts';
import type { OrderEmailKind } from '../life/emails.ts';
import { moveOrder } from '../life/service.ts';
import { lockOrder } from '../queries.ts';
import { returnsForStaff, returnToRefund } from '../returns/service.ts';
import {
  insertRefund,
  orderLineTotals,
  orderMoneyFacts,
  type RefundRow,
  readRefunds,
  wasDelivered,
} from './queries.ts';

/**
 * Refunds in the back office (issue 26). Money goes back the way it came: a card payment through
 * its gateway (payments' refundThroughGateway; the sandbox records it under a reference of its
 * own), cash on delivery by hand, staff saying how (cash or bank transfer). What the shop holds
 * ("paid") is the card payment that succeeded, or the order's total once a cash order was
 * delivered (the courier collected it); before that nothing can be refunded. The refunds of an
 * order never pass what was paid: each is checked and written under the order's row lock, in one
 * transaction with its audit row and the shopper's email. When they reach it, the order moves to
 * refunded where its state machine allows (delivered, cancelled) and its payment reads refunded.
 */

/** An email of a refund or a return's step, recorded in that step's transaction. */
export interface ShopperEmail {
  kind: OrderEmailKind;
  /** The refund's amount in fils. */
  amount?: number;
  /** Staff's words for the shopper ('' for none). */
  note: string;
}

/** The routes' hook that records a shopper's email in the transaction that causes it. */
export type TellShopper = (tx: Db, orderId: number, email: ShopperEmail) => Promise<void>;

const orderNotFound = () => notFound('orders.error.notFound');

/** Fils as KD with 3 decimals, for a message: '12.500'. */
const kd = (fils: number) => `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;

/** What the shop holds of the shopper's money for an order, and how it goes back. */
interface OrderMoney {
  paid: number;
  throughGateway: boolean;
}

async function moneyOf(
  db: Db,
  order: { id: number; total: number; paymentMethodId: number },
): Promise<OrderMoney> {
  const online = await onlinePaymentOf(db, order.id);
  if (online) return { paid: online.amount, throughGateway: online.refundsThroughGateway };
  const atTheDoor = (await paidAtTheDoorProviderIds(db)).includes(order.paymentMethodId);
  // Cash on delivery is in the shop's hands once the parcel was handed over.
  const collected = atTheDoor && (await wasDelivered(db, order.id));
  return { paid: collected ? Number(order.total) : 0, throughGateway: false };
}

const sumOf = (refunds: readonly RefundRow[]) =>
  refunds.reduce((total, refund) => total + refund.amount, 0);

/** GET admin/orders/{id}'s refunds and returns: paid, refunded, what is left, each refund. */
export async function orderRefundsSummary(
  db: Db,
  orderId: number,
): Promise<OrderRefundsSummary | undefined> {
  const order = await orderMoneyFacts(db, orderId);
  if (!order) return undefined;
  const [money, refunds, returns] = await Promise.all([
    moneyOf(db, order),
    readRefunds(db, orderId),
    returnsForStaff(db, orderId),
  ]);
  const refundedTotal = sumOf(refunds);
  return {
    paidTotal: money.paid,
    refundedTotal,
    refundableTotal: Math.max(0, money.paid - refundedTotal),
    refundsThroughGateway: money.throughGateway,
    refunds,
    returns: returns.map((request) => ({
      ...request,
      refundId: refunds.find((refund) => refund.returnId === request.returnId)?.id ?? null,
    })),
  };
}

/** The field a refusal names: the one that chose what to refund. */
const SCOPE_FIELD = {
  order: 'scope',
  lines: 'lines',
  amount: 'amount',
  return: 'returnId',
} as const;

type Lines = { itemId: number; quantity: number }[];

/**
 * The units asked for, checked against the order's lines: each must be a line (400 naming
 * `<field>.<index>.itemId`), and no more units than were bought less those already refunded
 * (400 naming `<field>.<index>.quantity`, or 409 naming returnId for a return's). Answers the
 * lines merged and what they were paid.
 */
async function valueOfLines(
  tx: Db,
  order: { id: number; subTotal: number; discount: number },
  asked: Lines,
  refunds: readonly RefundRow[],
  returnId: number | null,
): Promise<{ lines: Lines; amount: number }> {
  const lineTotals = await orderLineTotals(tx, order.id);
  const done = refundedUnits(refunds);
  const merged = new Map<number, number>();
  asked.forEach((line, index) => {
    const bought = lineTotals.get(line.itemId);
    if (!bought) throw invalidField(`lines.${index}.itemId`, 'validation.refundLine');
    const left = bought.quantity - (done.get(line.itemId) ?? 0);
    const total = (merged.get(line.itemId) ?? 0) + line.quantity;
    if (total > left) {
      const field = returnId === null ? `lines.${index}.quantity` : 'returnId';
      throw new HttpError(
        returnId === null ? 400 : 409,
        returnId === null ? 'validation_failed' : 'conflict',
        'errors.refundUnits',
        { [field]: 'errors.refundUnits' },
        { values: { count: Math.max(0, left - (merged.get(line.itemId) ?? 0)) } },
      );
    }
    merged.set(line.itemId, total);
  });
  const totals = { subTotal: Number(order.subTotal), discount: Number(order.discount) };
  let amount = 0;
  for (const [itemId, units] of merged) {
    amount += unitsRefundValue(lineTotals.get(itemId)!, totals, units, done.get(itemId) ?? 0);
  }
  return { lines: [...merged].map(([itemId, quantity]) => ({ itemId, quantity })), amount };
}

/** What a request pays back: its amount, and the lines and return it is for. */
async function refundOf(
  tx: Db,
  order: { id: number; subTotal: number; discount: number },
  request: OrderRefundData,
  refunds: readonly RefundRow[],
  left: number,
): Promise<{ amount: number; lines: Lines; returnId: number | null }> {
  switch (request.scope) {
    case 'order':
      return { amount: left, lines: [], returnId: null };
    case 'amount':
      return { amount: request.amount!, lines: [], returnId: null };
    case 'lines':
      return { ...(await valueOfLines(tx, order, request.lines!, refunds, null)), returnId: null };
    case 'return': {
      const returnId = request.returnId!;
      const found = await returnToRefund(tx, order.id, returnId);
      if (!found) {
        throw new HttpError(404, 'not_found', 'errors.returnNotFound', {
          returnId: 'errors.returnNotFound',
        });
      }
      const refused = (key: string) => new HttpError(409, 'conflict', key, { returnId: key });
      if (found.status !== 'received') throw refused('errors.returnNotReceived');
      if (refunds.some((refund) => refund.returnId === returnId)) {
        throw refused('errors.returnRefunded');
      }
      return { ...(await valueOfLines(tx, order, found.lines, refunds, returnId)), returnId };
    }
  }
}

/**
 * POST admin/orders/{id}/refunds. Refused, in this order: an order that does not exist (404);
 * nothing paid yet (409 naming the scope's field); `method` given for a card payment, or missing
 * for one paid by hand (400 naming method); lines not the order's or past what is left of them
 * (400 naming the line); a return not the order's (404), not received or already refunded (409
 * naming returnId); more than is left to refund, or nothing left (409 naming the scope's field,
 * with the most that can be refunded). The gateway is asked last, just before the rows are
 * written, under a key naming this refund (the order's nth), so a retry after a failure there
 * is answered by the gateway rather than paid twice.
 */
export async function refundOrder(
  db: Db,
  actor: StaffActor,
  orderId: number,
  request: OrderRefundData,
  tell: TellShopper,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const order = locked && (await orderMoneyFacts(tx, orderId));
    if (!locked || !order) throw orderNotFound();
    const field = SCOPE_FIELD[request.scope];
    const money = await moneyOf(tx, order);
    const refunds = await readRefunds(tx, orderId);
    if (money.paid <= 0) {
      throw new HttpError(409, 'conflict', 'errors.refundNotPaid', {
        [field]: 'errors.refundNotPaid',
      });
    }
    if (money.throughGateway && request.method) {
      throw invalidField('method', 'validation.refundMethodCard');
    }
    if (!money.throughGateway && !request.method) {
      throw invalidField('method', 'validation.refundMethod');
    }

    const refundedBefore = sumOf(refunds);
    const left = money.paid - refundedBefore;
    const refund = await refundOf(tx, order, request, refunds, left);
    if (refund.amount > left || left <= 0) {
      throw new HttpError(
        409,
        'conflict',
        'errors.refundTooMuch',
        { [field]: 'errors.refundTooMuch' },
        { values: { amount: kd(Math.max(0, left)) } },
      );
    }
    if (refund.amount <= 0) {
      throw new HttpError(409, 'conflict', 'errors.refundWorthNothing', {
        [field]: 'errors.refundWorthNothing',
      });
    }

    const gateway = money.throughGateway
      ? await refundThroughGateway(
          tx,
          orderId,
          refund.amount,
          `order-${orderId}-refund-${refunds.length + 1}`,
        )
      : null;
    if (money.throughGateway && !gateway) throw new Error(`order ${orderId}: no gateway refund`);
    const method = gateway ? 'gateway' : request.method!;
    const refundId = await insertRefund(tx, {
      orderId,
      paymentId: gateway?.paymentId ?? null,
      returnId: refund.returnId,
      amount: refund.amount,
      method,
      gatewayReference: gateway?.reference ?? null,
      lines: refund.lines,
      note: request.note,
      actorId: actor.id,
    });

    const refundedTotal = refundedBefore + refund.amount;
    const complete = refundedTotal >= money.paid;
    let status = locked.status;
    if (complete && canMoveOrder(locked.status, 'refunded', 'staff')) {
      // The move records the payment refunded too (moveOrder → payments' recordRefund).
      const moved = await moveOrder(tx, {
        orderId,
        to: 'refunded',
        actor: 'staff',
        actorId: actor.id,
        note: '',
      });
      status = moved?.to ?? status;
    } else if (complete) {
      await recordRefund(tx, orderId);
    }
    await recordChange(tx, actor, {
      entity: 'order',
      entityId: orderId,
      action: 'refund',
      before: { refundedTotal: refundedBefore, status: locked.status },
      after: {
        refundId,
        amount: refund.amount,
        method,
        gatewayReference: gateway?.reference ?? null,
        lines: refund.lines,
        returnId: refund.returnId,
        note: request.note,
        refundedTotal,
        status,
      },
    });
    // The note is staff's own record: the shopper's email says what and how much, not it.
    await tell(tx, orderId, {
      kind: complete ? 'refunded' : 'partly_refunded',
      amount: refund.amount,
      note: '',
    });
  });
}
