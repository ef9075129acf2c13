import { api } from '@storefront/client/api-client';
import {
  approveAdminOrderReturn,
  receiveAdminOrderReturn,
  refuseAdminOrderReturn,
} from '@storefront/contracts/endpoints/admin/order-returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showChangedOrder } from './refund-order.ts';

/** A return request's next step, as staff take it. */
export type ReturnMove =
  | { to: 'approved'; note: string }
  | { to: 'refused'; reason: string }
  | { to: 'received'; restock: boolean };

function call(id: number, returnId: number, move: ReturnMove) {
  const params = { id, returnId };
  switch (move.to) {
    case 'approved':
      return api.call(approveAdminOrderReturn, { params, body: { note: move.note } });
    case 'refused':
      return api.call(refuseAdminOrderReturn, { params, body: { reason: move.reason } });
    case 'received':
      return api.call(receiveAdminOrderReturn, { params, body: { restock: move.restock } });
  }
}

/** POST admin/orders/{id}/returns/{returnId}/approve, refuse or receive. */
export function useMoveReturn(id: number, returnId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: ReturnMove) => call(id, returnId, move),
    onSuccess: (order) => showChangedOrder(queryClient, id, order),
  });
}
