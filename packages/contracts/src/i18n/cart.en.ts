/** Strings of the cart (issue 5): the header's drop-down, the cart page and the add buttons. */
export const cartEn = {
  'cart.title': 'Shopping cart',
  'cart.itemCount': '{{count}} items',
  'cart.itemCount_one': '{{count}} item',
  // Spec 2 Cart drop-down, verbatim.
  'cart.empty': 'You have no items in your shopping cart',
  'cart.emptyHint': 'Browse the shop and add what you like.',
  'cart.continueShopping': 'Continue shopping',
  'cart.loadFailed': 'Your cart could not be loaded.',
  'cart.updateFailed': 'Your cart could not be updated. Please try again.',
  'cart.toast.removed': '{{name}} was removed from your cart.',
  'cart.toast.undo': 'Undo',
  'cart.subTotal': 'Sub-total',
  // The way to free delivery (issue 29): {{method}} is the shipping method's name.
  'cart.freeDelivery.remaining': 'Add {{amount}} more for free {{method}}',
  'cart.freeDelivery.reached': "You've got free {{method}}",
  'cart.freeDelivery.progress': 'Your way to free {{method}}',

  'cart.dropDown.title': 'Your cart',
  'cart.dropDown.goToCart': 'Go to cart',
  'cart.dropDown.checkout': 'Checkout',
  'cart.dropDown.items': 'Items in your cart',

  'cart.line.attribute': '{{name}}: {{value}}',
  'cart.line.quantity': 'Qty: {{count}}',
  'cart.line.each': '{{price}} each',
  'cart.line.unitPrice': 'Unit price',
  'cart.line.lineTotal': 'Total',
  'cart.line.quantityOf': 'Quantity of {{name}}',
  'cart.line.decrease': 'Decrease the quantity of {{name}}',
  'cart.line.increase': 'Increase the quantity of {{name}}',
  'cart.line.remove': 'Remove {{name}} from the cart',
  'cart.line.removeShort': 'Remove',
  'cart.line.picture': 'Picture of {{name}}',

  // One wording for a line short of stock, on the cart page, in the drop-down and at checkout:
  // what is left, and the button that fixes it (its name says which line).
  'cart.stock.onlyLeft': 'Only {{count}} left',
  'cart.stock.setTo': 'Set to {{count}}',
  'cart.stock.setToFor': 'Set to {{count}}: {{name}}',
  'cart.stock.soldOut': 'Out of stock: remove it to check out',
  'cart.stock.clamped': 'Only {{count}} available: quantity set to {{count}}',
  'cart.stock.lineLimit': 'At most {{count}} of one item: quantity set to {{count}}',

  'cart.summary.title': 'Order summary',
  'cart.summary.discount': 'Discount ({{code}})',
  'cart.summary.shipping': 'Shipping',
  'cart.summary.total': 'Total',
  'cart.summary.stockWarning':
    'Some items are not available in the quantity you chose. Change or remove them to check out.',
  'cart.checkout': 'Proceed to checkout',

  'cart.clear': 'Clear cart',
  'cart.clear.question': 'Remove every item from your cart?',
  'cart.clear.confirm': 'Yes, clear the cart',
  'cart.clear.cancel': 'Keep my items',

  'cart.promo.label': 'Promo code',
  'cart.promo.apply': 'Apply',
  'cart.promo.applying': 'Applying…',
  'cart.promo.required': 'Enter a promo code.',
  'cart.promo.applied': 'Promo code {{code}} applied',
  'cart.promo.percentOff': '{{percent}}% off your order',
  'cart.promo.amountOff': '{{amount}} off your order',
  'cart.promo.notApplicable': 'Spend at least {{amount}} to use this code.',
  'cart.promo.unavailable': "This code can't be used any more. Remove it or try another.",
  'cart.promo.remove': 'Remove promo code {{code}}',
  // A code's per-customer limit (issue 26), counted over the shopper's orders not cancelled.
  'errors.promoCodeCustomerLimit': 'You have already used this promo code as often as it allows.',

  'cart.add.button': 'Add to cart',
  'cart.add.adding': 'Adding…',
  'cart.add.added': 'Added to your cart',
  'cart.add.viewCart': 'View cart',
  'cart.add.card': 'Add {{name}} to cart',
  'cart.add.chooseOptions': 'Choose options',
  'cart.add.chooseOptionsFor': 'Choose options for {{name}}',
  'cart.add.unavailable':
    'This choice is not available. Choose other options, or save it to your wishlist.',
  'cart.add.soldOut': 'Out of stock for now. Save it to your wishlist to find it again.',
} as const;
