/** /checkout/result?reference=… (issue 6): the end of a payment. */
export default function CheckoutResultPage() {
  return null;
}
