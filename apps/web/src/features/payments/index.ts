/**
 * Payments (API module `payments`): the payment methods, the cart's payment method, going to the
 * gateway and the result page. Uses the cart (a payment method is a cart change).
 */
export { usePaymentProviders } from './api/get-payment-providers.ts';
export { setCartPaymentMethod } from './api/set-cart-payment-method.ts';
export { PayButton } from './components/pay-button.tsx';
export { PaymentMethodPicker } from './components/payment-method-picker.tsx';
export { PaymentResult } from './components/payment-result.tsx';
export { goToPayment } from './go-to-payment.ts';
export { rememberedPaymentMethod, rememberPaymentMethod } from './remembered-method.ts';
