/**
 * Orders (API module `orders`): placing an order, the order history and an order's detail with
 * its life (timeline, cancel, returns), the confirmation after checkout, finding an order by
 * number and email (its Order-Access key kept for the tab), invoices and reorder. Uses the
 * session and the cart (placing and reordering answer the cart).
 */

export { useOrderByPaymentReference } from './api/find-paid-order.ts';
export { useOrder } from './api/get-order.ts';
export { useOrderItems } from './api/get-order-items.ts';
export { useOrders } from './api/get-orders.ts';
export { ORDERS_PER_PAGE } from './api/keys.ts';
export { placeOrder } from './api/place-order.ts';
export { OrderConfirmation } from './components/order-confirmation.tsx';
export { OrderDetail } from './components/order-detail.tsx';
export {
  OrderHistoryEmpty,
  OrderHistoryList,
  OrderHistoryPager,
  OrderHistorySkeleton,
} from './components/order-history.tsx';
export { OrdersNav } from './components/orders-nav.tsx';
export { TrackOrderForm } from './components/track-order-form.tsx';
export { forgetOrderAccess, useStoredOrderAccess } from './order-access.ts';
