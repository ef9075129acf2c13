/**
 * Checkout: the /checkout stepper (addresses, shipping, payment, review) and placing the order.
 * It puts the other features together, so it uses accounts (the customer a new address starts
 * from), addresses, cart, orders, payments, session and shipping; none of them uses it.
 */
export { CheckoutView } from './components/checkout-view.tsx';
