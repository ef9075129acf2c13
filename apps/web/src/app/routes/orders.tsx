/** /account/orders (issue 6): the order history. */
export default function OrdersPage() {
  return null;
}
