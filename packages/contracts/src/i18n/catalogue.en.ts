/** Strings of the catalogue: product cards and pages, search, categories, static pages, contact. */
export const catalogueEn = {
  'catalogue.outOfStock': 'Out of stock',
  'catalogue.oldPrice': 'Was',

  // The product page (/products/{productId}).
  'catalogue.breadcrumb': 'Breadcrumb',
  'catalogue.brand': 'Brand: {{brand}}',
  'catalogue.discount': '{{percent}}% off',
  'catalogue.inStock': 'In stock',
  'catalogue.quantityClamped': 'Only {{count}} available: quantity set to {{count}}',
  'catalogue.quantityLineLimit': 'At most {{count}} of one item: quantity set to {{count}}',
  'catalogue.fewLeft': 'Only {{count}} left',
  'catalogue.notAvailable': 'This combination is not available',
  'catalogue.notAvailableHint': 'Choose other options to see what we have.',
  'catalogue.priceFailed': 'The price for these options could not be loaded.',
  'catalogue.checkingPrice': 'Updating the price…',
  'catalogue.valueUnavailable': '(unavailable)',
  'catalogue.pictures': 'Pictures of {{name}}',
  'catalogue.showPicture': 'Show picture {{index}} of {{total}}',
  'catalogue.noPicture': 'No picture yet',
  'catalogue.description': 'Description',
  'catalogue.quantity': 'Quantity',
  'catalogue.decreaseQuantity': 'Decrease quantity',
  'catalogue.increaseQuantity': 'Increase quantity',
  'catalogue.groupedProducts': 'In this set',
  'catalogue.groupedFailed': 'The products of this set could not be loaded.',
  // Issue 29: the picture zoom, the date a parcel arrives by, the rows under the product.
  'catalogue.zoomPicture': 'Zoom picture',
  'catalogue.closeZoom': 'Close',
  'catalogue.previousPicture': 'Previous picture',
  'catalogue.nextPicture': 'Next picture',
  'catalogue.pictureOf': 'Picture {{index}} of {{total}}',
  'catalogue.arrivesBy': 'Arrives by {{weekday}} {{day}} {{month}}',
  'catalogue.quickBuy': 'Quick buy',
  'catalogue.related': 'You may also like',
  'catalogue.recentlyViewed': 'Recently viewed',

  // "Tell me when it's back" on an out-of-stock product's page (issue 29).
  'catalogue.backInStock.title': "Want it when it's back?",
  'catalogue.backInStock.intro':
    "Leave your email and we'll write once, when it can be bought again.",
  'catalogue.backInStock.email': 'Email',
  'catalogue.backInStock.submit': "Tell me when it's back",
  'catalogue.backInStock.submitting': 'Saving…',
  'catalogue.backInStock.done': "We'll email {{email}} when it's back.",

  // The home page's lists (data lists).
  'catalogue.listFailed': 'This list could not be loaded.',
} as const;
