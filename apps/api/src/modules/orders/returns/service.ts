import type { AdminOrderReturn } from '@storefront/contracts/admin-refunds';
import { canMoveReturn, type ReturnStatus } from '@storefront/contracts/refund-rules';
import type { Db } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { announceStockChange, release } from '../../catalogue/service.ts';
import { lockOrder } from '../queries.ts';
import type { TellShopper } from '../refunds/service.ts';
import {
  lockReturn,
  orderLineProducts,
  readReturnsForStaff,
  setReturnDecision,
  setReturnReceived,
} from './queries.ts';

/**
 * Return requests in the back office (issue 26): a shopper asks to send lines of a delivered
 * order back (orders/life); staff approve or refuse it with a reason the shopper reads, then
 * receive the parcel, putting its units back in stock or not (damaged goods stay out). Its refund
 * goes through the refunds service like any other (scope 'return'). Each step runs under the
 * order's row lock, in one transaction with its audit row and the shopper's email; a step the
 * request's state forbids (contracts refund-rules.ts canMoveReturn) is a 409 naming status.
 */

const orderNotFound = () => notFound('orders.error.notFound');
const returnNotFound = () => notFound('errors.returnNotFound');

/** Why a move is refused, per target. */
const CANNOT: Record<Exclude<ReturnStatus, 'requested'>, string> = {
  approved: 'errors.returnCannotApprove',
  refused: 'errors.returnCannotRefuse',
  received: 'errors.returnCannotReceive',
};

/** Locks the order, then the request; refuses a move its state forbids. */
async function lockForMove(
  tx: Db,
  orderId: number,
  returnId: number,
  to: Exclude<ReturnStatus, 'requested'>,
) {
  if (!(await lockOrder(tx, orderId))) throw orderNotFound();
  const request = await lockReturn(tx, orderId, returnId);
  if (!request) throw returnNotFound();
  if (!canMoveReturn(request.status, to)) {
    throw new HttpError(409, 'conflict', CANNOT[to], { status: CANNOT[to] });
  }
  return request;
}

/**
 * POST …/returns/{returnId}/approve or /refuse: staff's decision, with the note (approve,
 * optional) or reason (refuse, required by the schema) the shopper reads on their order and in
 * the email.
 */
export async function decideReturn(
  db: Db,
  actor: StaffActor,
  orderId: number,
  returnId: number,
  decision: { to: 'approved' | 'refused'; note: string },
  tell: TellShopper,
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockForMove(tx, orderId, returnId, decision.to);
    await setReturnDecision(tx, returnId, {
      status: decision.to,
      note: decision.note,
      by: actor.id,
    });
    await recordChange(tx, actor, {
      entity: 'order',
      entityId: orderId,
      action: decision.to === 'approved' ? 'return-approve' : 'return-refuse',
      before: { returnId, status: request.status },
      after: { returnId, status: decision.to, note: decision.note },
    });
    await tell(tx, orderId, {
      kind: decision.to === 'approved' ? 'return_approved' : 'return_refused',
      note: decision.note,
    });
  });
}

/**
 * POST …/returns/{returnId}/receive: the parcel is back. With restock its units go back on the
 * shelf through the catalogue's inventory (reason 'return', the order named); without, they
 * stay out (damaged, not resellable). The stock change is announced once it has committed.
 */
export async function receiveReturn(
  db: Db,
  actor: StaffActor,
  orderId: number,
  returnId: number,
  restock: boolean,
  tell: TellShopper,
): Promise<void> {
  const stockChanged = await db.transaction(async (tx) => {
    const request = await lockForMove(tx, orderId, returnId, 'received');
    let changed: number[] = [];
    if (restock) {
      const products = await orderLineProducts(tx, orderId);
      const lines = request.lines.flatMap((line) => {
        const item = products.get(line.itemId);
        return item
          ? [{ productId: item.productId, variationId: item.variationId, quantity: line.quantity }]
          : [];
      });
      changed = await release(tx, lines, { orderId, reason: 'return' });
    }
    await setReturnReceived(tx, returnId, restock);
    await recordChange(tx, actor, {
      entity: 'order',
      entityId: orderId,
      action: 'return-receive',
      before: { returnId, status: request.status },
      after: { returnId, status: 'received', restocked: restock, lines: request.lines },
    });
    await tell(tx, orderId, { kind: 'return_received', note: '' });
    return changed;
  });
  await announceStockChange(db, stockChanged);
}

/** An order's return requests as staff see them (the refund that paid each is added by refunds). */
export function returnsForStaff(
  db: Db,
  orderId: number,
): Promise<Omit<AdminOrderReturn, 'refundId'>[]> {
  return readReturnsForStaff(db, orderId);
}

/** A return request of the order, for its refund: undefined when the order has none such. */
export async function returnToRefund(db: Db, orderId: number, returnId: number) {
  return lockReturn(db, orderId, returnId);
}
