/**
 * The back office API's own messages (issue 25), in English: its refusals and its field errors.
 * Kept apart from the storefront's catalogue (en.ts), so they are never sent to shoppers; the API
 * words its errors from both (apps/api/src/lib/messages.ts), and the back office shows them as
 * they come.
 */
export const adminApiEn = {
  'validation.price': 'Enter an amount of 0 or more, with at most 3 decimals.',
  'validation.stock': 'Enter a whole number of units from 0 to 1,000,000.',
  'validation.stockDelta': 'Enter a whole number of units to add or take, other than 0.',
  'validation.colorHex': 'Enter a colour as #rrggbb.',
  'validation.duplicate': 'This is already in the list.',
  'validation.variationValues': 'Choose one of the listed values for each option.',
  'validation.optionsAndVariations':
    'A product with options needs variations, and variations need options.',
  'validation.pictureVariation': 'This picture names a variation the product does not have.',
  'validation.bulkProducts': 'Choose from 1 to 100 products.',
  'errors.skuTaken': 'Another product or variation has this SKU.',
  'errors.stockBelowZero': 'Stock cannot go below 0: there are {{count}} in stock.',
  'errors.categoryNotEmpty': 'Move this category’s products and subcategories elsewhere first.',
  'errors.categoryCycle': 'A category cannot move under itself or one of its subcategories.',
  'errors.categoryUnknown': 'This category does not exist.',
  'errors.brandUnknown': 'This brand does not exist.',
  'errors.fileUnknown': 'This file does not exist. Upload it again.',
  'errors.variationUnknown': 'This variation is not one of the product’s.',
  'errors.notStaff': 'This account has no access to the back office.',
  'errors.permission': 'Your role does not allow this ({{permission}}).',
  'errors.lastOwner': 'The shop must keep at least one active owner.',
  'errors.staffEmailTaken': 'An account with this email already exists.',
  'errors.unknownRole': 'There is no such role.',
  'validation.date': 'Enter a date as YYYY-MM-DD.',
  // The back office's orders (issue 26).
  'validation.orderView': 'Choose one of the order views.',
  'validation.paymentState': 'Choose one of the payment states.',
  'validation.carrier': 'Enter the carrier (1 to 64 characters).',
  'validation.trackingNumber': 'Enter the tracking number (1 to 64 characters).',
  'validation.trackingUrl': 'Enter the tracking link as an https:// address.',
  'validation.orderNote': 'Write a note of 1 to 2000 characters.',
  'validation.invoiceLanguage': 'Choose English or Arabic.',
  // The back office's promo codes (issue 26).
  'validation.promoCodeFormat': 'Enter 3 to 32 letters A–Z, digits, - or _.',
  'validation.promoKind': 'Choose a percentage or a fixed amount.',
  'validation.promoValue': 'Enter a whole number above 0 (a percent, or an amount above 0).',
  'validation.promoPercent': 'Enter a percentage from 1 to 100.',
  'validation.promoLimit': 'Enter a whole number of 1 or more, or leave it empty for no limit.',
  'validation.promoEndsAt': 'The end must be after the start.',
  'validation.promoActive': 'Choose whether the code is on or off.',
  'validation.promotionStatus': 'Choose active, scheduled, expired or disabled.',
  'validation.dateTime': 'Enter a date and time.',
  'errors.promoCodeTaken': 'Another promo code is already called this.',
} as const;

export type AdminApiKey = keyof typeof adminApiEn;
