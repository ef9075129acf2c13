import type { BodyOf, ResponseOf } from '@storefront/contracts/endpoint';
import type * as addresses from '@storefront/contracts/endpoints/addresses';
import type * as cart from '@storefront/contracts/endpoints/cart';
import type * as orders from '@storefront/contracts/endpoints/orders';
import type { OperationName } from '../lib/error-answers.ts';

/**
 * Examples for the reference's main bodies (issue 18): a cart line and the cart, an address, an
 * order, as the demo shop answers them. Typed by their endpoints, so a changed contract breaks the
 * typecheck here; Redocly's lint checks them against the served schemas too.
 */

const cartItem: BodyOf<typeof cart.addCartItem> = { productId: 5, variationId: null, quantity: 2 };

const cartAnswer: ResponseOf<typeof cart.getCart> = {
  items: [
    {
      itemId: 1,
      productId: 5,
      productName: 'Voltix Pulse Mini Rugged Phone',
      picturePath: '/files/seed/products/phones-tablets/ph-0005-1.svg',
      productQuantity: 2,
      unitPrice: 124900,
      oldUnitPrice: null,
      lineTotal: 249800,
      variationId: null,
      attributes: [],
      activeQty: 12,
      inStock: true,
    },
  ],
  itemCount: 2,
  subTotal: 249800,
  promoCode: null,
  discount: 0,
  shippingAddressId: null,
  billingAddressId: null,
  shippingMethodId: null,
  paymentMethodId: null,
  shippingAmount: 0,
  total: 249800,
};

const addressInput: BodyOf<typeof addresses.addAddress> = {
  fullName: 'Noor Al-Sabah',
  phone: '+965 5000 1234',
  email: 'noor@example.com',
  countryId: 1,
  stateId: 1,
  areaId: 101,
  block: '4',
  street: '12',
  building: '7',
  floor: '2',
  apartment: '5',
  note: 'Ring twice',
};

const address: ResponseOf<typeof addresses.addAddress> = {
  addressId: 1,
  addressType: 'Home',
  fullName: 'Noor Al-Sabah',
  phone: '+96550001234',
  email: 'noor@example.com',
  countryId: 1,
  countryCode: 'kw',
  countryName: 'Kuwait',
  stateId: 1,
  stateName: 'Al Asimah (Capital)',
  areaId: 101,
  areaName: 'Kuwait City',
  block: '4',
  street: '12',
  avenue: '',
  building: '7',
  floor: '2',
  apartment: '5',
  note: 'Ring twice',
  isDefault: true,
};

const orderRequest: BodyOf<typeof orders.placeOrder> = {
  orderNotes: 'Please call on arrival',
  acceptCheckoutTerms: true,
};

const orderAddress = {
  fullName: 'Noor Al-Sabah',
  phone: '+96550001234',
  email: 'noor@example.com',
  countryName: 'Kuwait',
  stateName: 'Al Asimah (Capital)',
  areaName: 'Kuwait City',
  block: '4',
  street: '12',
  avenue: '',
  building: '7',
  floor: '2',
  apartment: '5',
  note: 'Ring twice',
};

const order: ResponseOf<typeof orders.placeOrder> = {
  orderId: 1,
  orderNumber: 'DK-000001',
  status: 'placed',
  createdAt: '2026-11-25T15:59:19.815Z',
  lang: 'en',
  subTotal: 249800,
  discount: 0,
  shippingAmount: 0,
  total: 249800,
  promoCode: null,
  billingAddress: orderAddress,
  shippingAddress: orderAddress,
  shippingMethodName: 'Standard delivery',
  paymentMethodId: 1,
  paymentMethodCode: 'cash_on_delivery',
  paymentReference: null,
  itemCount: 2,
  contactEmail: 'noor@example.com',
  deliveryEstimate: { earliest: '2026-11-27', latest: '2026-11-29' },
  refund: null,
  shipment: null,
  timeline: [{ status: 'placed', at: '2026-11-25T15:59:19.815Z', actor: 'shopper', note: '' }],
  returns: [],
};

/** The JSON request body's example, by operation. */
export const bodyExamples: Partial<Record<OperationName, unknown>> = {
  addCartItem: cartItem,
  addCartItems: { items: [cartItem] } satisfies BodyOf<typeof cart.addCartItems>,
  addAddress: addressInput,
  updateAddress: addressInput,
  placeOrder: orderRequest,
};

/** A JSON answer's example, by operation, with the status it is for. */
export const responseExamples: Partial<
  Record<OperationName, { status: number; example: unknown }>
> = {
  getCart: { status: 200, example: cartAnswer },
  addCartItem: { status: 200, example: cartAnswer },
  addCartItems: { status: 200, example: cartAnswer },
  addAddress: { status: 201, example: address },
  updateAddress: { status: 200, example: address },
  placeOrder: { status: 201, example: order },
  getOrder: { status: 200, example: order },
};
