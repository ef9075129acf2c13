/**
 * Addresses (API module `addresses`): the address book, the GCC lookups (countries, states,
 * areas), the address form, and the cart's shipping and billing address. Uses the session and
 * the cart (an address saved on the cart is a cart change).
 */
export { useAddresses } from './api/get-addresses.ts';
export { setCartBillingAddress } from './api/set-cart-billing-address.ts';
export { setCartShippingAddress } from './api/set-cart-shipping-address.ts';
export { AddressBook } from './components/address-book.tsx';
export { AddressBookSkeleton } from './components/address-book-states.tsx';
export { AddressForm } from './components/address-form.tsx';
export { SavedAddressPicker } from './components/saved-address-picker.tsx';
