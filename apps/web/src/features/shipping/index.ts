/**
 * Shipping (API module `shipping`): the shipping methods with their quotes, the cart's shipping
 * method, the default method's delivery days (the product page's delivery date) and the cart's
 * way to free delivery (lazy). Uses the session and the cart (a shipping method is a cart change).
 */
export { type DeliveryDays, useDeliveryDays } from './api/get-delivery-days.ts';
export { useShippingMethods } from './api/get-shipping-methods.ts';
export { setCartShippingMethod } from './api/set-cart-shipping-method.ts';
export { loadFreeDeliveryProgress } from './components/load-free-delivery-progress.ts';
export { ShippingMethodPicker } from './components/shipping-method-picker.tsx';
export { prefetchDeliveryDays } from './prefetch.ts';
