/**
 * Form validation and API error messages. The contracts' zod schemas use these keys as their
 * messages, the storefront translates them, and the API answers them in the request's language.
 */
export const validationEn = {
  'validation.required': 'This field is required.',
  'validation.tooLong': 'This is too long.',
  'validation.email': 'Enter a valid email address.',
  'validation.passwordTooShort': 'Use at least {{min}} characters.',
  'validation.passwordTooLong': 'Use at most {{max}} characters.',
  'validation.passwordsDiffer': 'The passwords do not match.',
  'validation.phone': 'Enter a valid phone number.',
  'validation.messageTooShort': 'Write at least {{min}} characters.',
  'validation.phoneCode': 'Enter the 6-digit code.',
  'validation.resetLink': 'This reset link is not complete. Open the link from the email again.',

  'errors.invalidCredentials': 'The email or password is not correct.',
  'errors.tooManyAttempts_one': 'Too many attempts. Try again in {{count}} minute.',
  'errors.tooManyAttempts': 'Too many attempts. Try again in {{count}} minutes.',
  'errors.emailTaken': 'An account with this email already exists.',
  'errors.phoneTaken': 'Another account uses this phone number.',
  'errors.commonPassword': 'This password is too common. Choose one that is harder to guess.',
  'errors.passwordLikeEmail': 'The password must not contain your email address.',
  'errors.wrongPassword': 'The current password is not correct.',
  'errors.resetLinkInvalid': 'This reset link is not valid or has expired. Ask for a new one.',
  'errors.phoneCodeInvalid': 'The code is not correct or has expired.',
  'errors.registrationClosed': 'Registration is not open in this shop.',
  'errors.generic': 'Something went wrong. Please try again.',
  'errors.invalidRequest': 'Invalid request.',
  'errors.unauthorized': 'Authentication is required.',
  'errors.forbidden': 'You may not access this resource.',
  'errors.tooManyRequests': 'Too many requests. Wait a moment and try again.',
  'errors.accountNotFound': 'This account does not exist.',
  'errors.guestMustRegister': 'Register or log in first.',
  'errors.guestUpgradeRefused':
    'This guest session cannot be registered. Reload the page and try again.',
  'errors.impersonationForbidden': 'Staff acting as a customer cannot do this.',
  'errors.combinationUnavailable': 'This combination is not available.',
  'errors.sessionExpired': 'Your session has ended. Please log in again.',
  'errors.noSuchSession': 'This session does not exist.',
  'errors.phoneCodeAttempts': 'Too many wrong codes. Ask for a new code.',
} as const;
