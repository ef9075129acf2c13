/** What other sections use of the orders: an order's status, and an address in its lines. */
export { OrderAddressBlock } from './order-address.tsx';
export { OrderStatusBadge } from './order-status-badge.tsx';
