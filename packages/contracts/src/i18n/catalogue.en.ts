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

  // The home page's lists (data lists).
  'catalogue.listFailed': 'This list could not be loaded.',
} as const;
