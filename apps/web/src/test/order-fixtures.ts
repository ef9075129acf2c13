import type { Order, OrderAddress, OrderItem } from '@storefront/contracts/orders';

/** Orders as the API answers them (GET orders/{id}, its items), for the order pages' tests. */

export const address: OrderAddress = {
  fullName: 'Sara Al-Sabah',
  phone: '+96550000001',
  email: 'sara@example.com',
  countryName: 'Kuwait',
  stateName: 'Al Asimah (Capital)',
  areaName: null,
  block: '3',
  street: 'Gulf Road',
  avenue: '',
  building: '12',
  floor: '',
  apartment: '',
  note: '',
};

export const anOrder = (orderId: number, extra: Partial<Order> = {}): Order => ({
  orderId,
  orderNumber: `DK-${String(orderId).padStart(6, '0')}`,
  status: 'placed',
  createdAt: '2026-11-20T10:00:00.000Z',
  lang: 'en',
  subTotal: 11_500,
  discount: 0,
  shippingAmount: 1_500,
  total: 13_000,
  promoCode: null,
  billingAddress: address,
  shippingAddress: address,
  shippingMethodName: 'Standard',
  paymentMethodId: 1,
  paymentMethodCode: 'cash_on_delivery',
  paymentReference: null,
  itemCount: 3,
  contactEmail: 'sara@example.com',
  deliveryEstimate: { earliest: '2026-11-22', latest: '2026-11-24' },
  refund: null,
  shipment: null,
  timeline: [{ status: 'placed', at: '2026-11-20T10:00:00.000Z', actor: 'shopper', note: '' }],
  returns: [],
  ...extra,
});

export const anItem = (itemId: number, extra: Partial<OrderItem> = {}): OrderItem => ({
  itemId,
  productId: itemId + 100,
  variationId: null,
  productName: `Product ${itemId}`,
  attributes: [],
  quantity: 1,
  unitPrice: 3_000,
  lineTotal: 3_000,
  discountType: 'amount',
  discountValue: 0,
  taxable: true,
  taxPercent: 0,
  itemNotes: '',
  picturePath: null,
  ...extra,
});
