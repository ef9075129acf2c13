/** Strings of payments (issue 6): providers, the hosted sandbox card page, the result page. */
export const paymentsEn = {
  // API errors (decision 21).
  'payments.error.methodNotFound': 'This payment method is not available.',
  'payments.error.paymentNotFound': 'This payment was not found.',
  'payments.error.alreadyPaid': 'This order has already been paid.',
  'payments.error.notPending': 'This payment is no longer waiting to be paid.',
  'payments.error.cannotRetry': 'This order can no longer be paid.',
  'payments.error.badSignature': 'The payment result could not be verified.',
  'payments.validation.reference': 'The payment reference is not valid.',
  'payments.validation.result': 'The payment result is not valid.',
  'payments.validation.signature': 'The payment signature is not valid.',

  // Why a card payment failed.
  'payments.failure.card_declined': 'The card was declined.',
  'payments.failure.card_not_supported': 'This card is not supported. Try another card.',
  'payments.failure.unknown': 'The payment did not go through.',

  // The method picker at checkout.
  'payments.picker.legend': 'Payment method',
  'payments.picker.loading': 'Loading payment methods…',
  'payments.picker.loadFailed': 'The payment methods could not be loaded.',
  'payments.picker.none': 'No payment method is available.',
  'payments.goToPayment.failed': 'The payment page could not be opened. Please try again.',

  // The hosted sandbox card page (/pay/{reference}).
  'payments.page.title': 'Pay for order {{orderNumber}}',
  'payments.page.sandboxNotice':
    'Test gateway: no real money moves. {{success}} succeeds; {{declined}} is declined.',
  'payments.page.shop': 'Shop',
  'payments.page.order': 'Order',
  'payments.page.amount': 'Amount to pay',
  'payments.page.cardNumber': 'Card number',
  'payments.page.expiry': 'Expiry (MM/YY)',
  'payments.page.cvc': 'Security code (CVC)',
  'payments.page.name': 'Name on card',
  'payments.page.pay': 'Pay {{amount}}',
  'payments.page.errorsTitle': 'Please correct the following:',
  'payments.page.error.cardNumber': 'Enter a valid card number.',
  'payments.page.error.expiry': 'Enter an expiry date in the future, as MM/YY.',
  'payments.page.error.cvc': 'Enter the 3 or 4 digit security code.',
  'payments.page.cvcAgain': 'For your security, enter the security code again.',
  'payments.page.error.name': 'Enter the name on the card.',
  'payments.page.notFoundTitle': 'Payment not found',
  'payments.page.notFoundBody': 'This payment link is not valid.',
  'payments.page.notPendingTitle': 'This payment is closed',
  'payments.page.notPendingBody':
    'This payment link has already been used. Check your order in your account.',
  'payments.page.backToShop': 'Back to the shop',
  'payments.page.cancel': 'Cancel and go back to the shop',

  // The result page (/checkout/result).
  'payments.result.title': 'Order result',
  'payments.result.loading': 'Checking your payment…',
  'payments.result.pending': 'Waiting for the payment to be confirmed…',
  'payments.result.pendingStill':
    'The payment has not been confirmed yet. You can pay now or check again shortly.',
  'payments.result.payNow': 'Go to payment',
  'payments.result.checkAgain': 'Check again',
  'payments.result.successTitle': 'Thank you! Your order is paid',
  'payments.result.placedTitle': 'Order placed',
  'payments.result.placedBody': 'You will pay when your order is delivered.',
  'payments.result.failedTitle': 'Payment failed',
  'payments.result.failedBody': 'Your order is kept. You can try paying again.',
  'payments.result.orderNumber': 'Order number',
  'payments.result.total': 'Total',
  'payments.result.viewOrder': 'View order',
  'payments.result.continueShopping': 'Continue shopping',
  'payments.result.tryAgain': 'Try again',
  'payments.result.loadFailed': 'The order could not be loaded.',
  'payments.result.missing': 'No order was given.',
  'payments.result.retry': 'Reload',
} as const;
