/**
 * Cart (API module `cart`): the cart query, its optimistic changes (useCartMutation, which the
 * address, shipping and payment choices share), the cart page and drop-down, a line's stock
 * notice with its fix (the checkout's review shows it too), the header count, and the
 * add-to-cart buttons the pages put on product cards and on the product page. Uses the session.
 */
export { useAddCartItem } from './api/add-cart-item.ts';
export { cartQueryOptions, useCart } from './api/get-cart.ts';
export { AddToCartButton } from './components/add-to-cart-button.tsx';
export { cardCartAction } from './components/card-cart-action.tsx';
export { CartDropDown } from './components/cart-drop-down.tsx';
export { attributesText } from './components/cart-line.tsx';
export { CartView } from './components/cart-view.tsx';
export { CartLineStock } from './components/line-stock.tsx';
export { useAddProductLine } from './hooks/use-add-product-line.ts';
export { useCartCount } from './hooks/use-cart-count.ts';
export { useCartMutation } from './hooks/use-cart-mutation.ts';
/** A cart with its sums done as the server does them (the test fixtures build carts with it). */
export { withTotals } from './optimistic-cart.ts';
