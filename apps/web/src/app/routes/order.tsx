/** /account/orders/{orderId} (issue 6): one order. */
export default function OrderPage() {
  return null;
}
