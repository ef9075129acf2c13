/**
 * Shipping (API module `shipping`): the shipping methods with their quotes, and the cart's
 * shipping method. Uses the session and the cart (a shipping method is a cart change).
 */
export { useShippingMethods } from './api/get-shipping-methods.ts';
export { setCartShippingMethod } from './api/set-cart-shipping-method.ts';
export { ShippingMethodPicker } from './components/shipping-method-picker.tsx';
