/** Strings of the account pages: login, register, password reset, account information. */
export const accountsEn = {
  // Fields shared by the account forms.
  'account.field.displayName': 'Name',
  'account.field.email': 'Email',
  'account.field.phone': 'Phone number',
  'account.field.password': 'Password',
  'account.field.currentPassword': 'Current password',
  'account.field.newPassword': 'New password',
  'account.field.confirmPassword': 'Confirm password',
  'account.field.confirmNewPassword': 'Confirm new password',
  'account.field.optional': '(optional)',
  'account.field.passwordHint':
    'At least {{min}} characters. A phrase of a few words is easy to remember and hard to guess.',
  'account.field.phoneHint': 'For a number outside {{country}}, start with + and the country code.',
  'account.showPassword': 'Show password',
  'account.hidePassword': 'Hide password',

  'login.title': 'Log in',
  'login.intro': 'Welcome back. Log in to see your orders and use your saved details.',
  'login.rememberMe': 'Remember me',
  'login.rememberMeHint': 'Stay logged in on this device. Leave it off on a shared computer.',
  'login.submit': 'Log in',
  'login.submitting': 'Logging in…',
  'login.welcome': 'You are logged in. Welcome back.',
  'login.forgotPassword': 'Forgot your password?',
  'login.noAccount': 'New to {{shop}}?',
  'login.createAccount': 'Create an account',

  'register.title': 'Create an account',
  'register.intro':
    'Check out faster and follow your orders. Your cart and wishlist come with you.',
  'register.submit': 'Create account',
  'register.submitting': 'Creating your account…',
  'register.haveAccount': 'Already have an account?',
  'register.login': 'Log in',
  'register.welcome': 'Welcome, {{name}}! Your account is ready.',

  'forgotPassword.title': 'Forgot your password?',
  'forgotPassword.intro':
    'Enter the email address of your account and we will send you a link to choose a new password.',
  'forgotPassword.submit': 'Send the link',
  'forgotPassword.submitting': 'Sending…',
  'forgotPassword.sentTitle': 'Check your email',
  'forgotPassword.sent':
    'If an account exists for {{email}}, we have sent it a link to reset the password. The link is valid for one hour.',
  'forgotPassword.notReceived':
    'Nothing there? Check your spam folder, or make sure you typed the address you registered with.',
  'forgotPassword.tryAnother': 'Try another email address',
  'forgotPassword.backToLogin': 'Back to log in',

  'resetPassword.title': 'Choose a new password',
  'resetPassword.intro': 'For your account {{email}}.',
  'resetPassword.checking': 'Checking your link…',
  'resetPassword.invalidTitle': 'This link cannot be used',
  'resetPassword.invalidBody':
    'The link to reset your password is incomplete, has expired or has already been used. Ask for a new one: it is valid for one hour.',
  'resetPassword.requestNew': 'Ask for a new link',
  'resetPassword.submit': 'Save the new password',
  'resetPassword.submitting': 'Saving…',
  'resetPassword.done': 'Your password has been changed. Log in with your new password.',

  'accountInfo.title': 'My account',
  'accountInfo.greeting': 'Hello, {{name}}',
  'accountInfo.logout': 'Log out',
  'accountInfo.loggingOut': 'Logging out…',
  'accountInfo.loadError': 'Your account details could not be loaded.',
  'accountInfo.profile.title': 'Personal details',
  'accountInfo.profile.intro': 'Your name, email address and phone number.',
  'accountInfo.profile.submit': 'Save changes',
  'accountInfo.profile.submitting': 'Saving…',
  'accountInfo.profile.saved': 'Your details have been saved.',
  'accountInfo.password.title': 'Change password',
  'accountInfo.password.intro': 'Other devices logged in to your account will be logged out.',
  'accountInfo.password.submit': 'Change password',
  'accountInfo.password.submitting': 'Changing…',
  'accountInfo.password.changed': 'Your password has been changed.',
} as const;
