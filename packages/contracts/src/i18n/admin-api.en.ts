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
  // The back office's customers (issue 26).
  'validation.customerStatus': 'Choose active or deactivated.',
  'validation.customerSort': 'Choose newest, oldest, by name or by name in reverse.',
  'validation.customerNote': 'Write a note of 1 to 2000 characters.',
  // Refunds and returns in the back office (issue 26).
  'validation.refundScope': 'Choose what to refund: the whole order, lines, an amount or a return.',
  'validation.refundLines': 'Choose from 1 to 200 lines to refund.',
  'validation.refundLine': 'This item is not a line of the order.',
  'validation.refundQuantity': 'Enter a whole number of units, 1 or more.',
  'validation.refundAmount': 'Enter an amount above KD 0.000, with at most 3 decimals.',
  'validation.refundReturn': 'Choose the return to refund.',
  'validation.refundScopeField': 'This kind of refund does not take this field.',
  'validation.refundMethod': 'Choose how the money was paid back: cash or bank transfer.',
  'validation.refundMethodCard':
    'A card payment is paid back to the card: leave out how it was paid back.',
  'validation.refundNote': 'Write a note of at most 500 characters.',
  'validation.returnNote': 'Write a note of at most 500 characters.',
  'validation.refuseReason': 'Say why the return is refused (1 to 500 characters).',
  'validation.restock': 'Say whether the items go back in stock.',
  'errors.refundTooMuch': 'At most KD {{amount}} can still be refunded.',
  'errors.refundNotPaid': 'Nothing has been paid for this order yet, so nothing can be refunded.',
  'errors.refundUnits': 'At most {{count}} of this line can still be refunded.',
  'errors.refundWorthNothing': 'These units were paid KD 0.000: there is nothing to refund.',
  'errors.returnNotFound': 'This return request is not one of the order’s.',
  'errors.returnCannotApprove': 'Only a requested return can be approved.',
  'errors.returnCannotRefuse': 'Only a requested or approved return can be refused.',
  'errors.returnCannotReceive': 'Only an approved return can be received.',
  'errors.returnNotReceived': 'Only a received return can be refunded.',
  'errors.returnRefunded': 'This return has already been refunded.',
  // The back office's settings: shipping methods and payment providers (issue 26).
  'validation.shippingCode': 'Enter 2 to 32 of a–z, 0–9, - and _.',
  'validation.deliveryDays': 'Enter a whole number of days from 0 to 365.',
  'validation.deliveryDaysOrder': 'The longest delivery time must be at least the shortest.',
  'validation.shippingCountries': 'Choose at least one country, or every country.',
  'validation.shippingAreas': 'Choose at least one area, or every area.',
  'validation.shippingActive': 'Choose whether shoppers are offered the method.',
  'validation.settingsOrder': 'List every one of them once, in the order wanted.',
  'errors.shippingCountryUnknown': 'The shop does not know one of these countries.',
  'errors.shippingAreaUnknown': 'One of these areas does not exist.',
  'errors.shippingAreaCountry': 'Each area must be in one of the method’s countries.',
  'errors.shippingCodeTaken': 'Another shipping method already has this code.',
  'errors.shippingDefaultOff':
    'The default method cannot be turned off: make another method the default first.',
  'errors.shippingDefaultDelete':
    'The default method cannot be deleted: make another method the default first.',
  'errors.shippingMethodUsed':
    'Orders use this method, so it cannot be deleted: turn it off instead.',
  'errors.shippingDefaultInactive': 'Turn this method on before making it the default.',
  'errors.lastPaymentProvider': 'At least one payment method must stay on.',
  // The orders list's filters by the shipping address (issue 26).
  'validation.orderGovernorate': 'Choose one of Kuwait’s governorates.',
  'validation.orderArea': 'Choose one of the chosen governorate’s areas.',
  // The packing slip (issue 26): a back-office document, never a shopper's.
  'packingSlip.title': 'Packing slip',
  'packingSlip.shipTo': 'Ship to',
  'packingSlip.packed': 'Packed',
  'packingSlip.sku': 'SKU',
  'packingSlip.variation': 'Variation',
  'packingSlip.deliveryNote': 'Delivery note: {{note}}',
  'packingSlip.units': 'Units in all: {{count}}',
} as const;

export type AdminApiKey = keyof typeof adminApiEn;
