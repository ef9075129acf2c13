/** /cart (spec 2): built in issue 5. */
export default function CartPage() {
  return null;
}
