/** /checkout (spec 4 checkout stepper): built in issue 6. */
export default function CheckoutPage() {
  return null;
}
