/** Strings of impersonation (spec 2 banner, spec 4 end) and the staff page that starts it. */
export const impersonationEn = {
  // Spec 2 Impersonation banner, verbatim.
  'impersonation.impersonatedAs': 'impersonated as',
  'impersonation.finish': 'finish session',
  // Spec 4 Impersonation end, verbatim.
  'impersonation.finished': 'session finished',
  'impersonation.endedByLeaving':
    'Browsing as the customer ended when the page was left or reloaded. You are yourself again.',
  'impersonation.backToStaff': 'Browse as another customer',

  'impersonation.banner.label': 'Customer impersonation',
  'impersonation.banner.unnamed': 'a customer',
  'impersonation.finishFailed':
    'The session could not be finished. Check your connection and try again.',

  // The user menu item that opens the staff page (staff accounts only).
  'impersonation.menuLink': 'Browse as a customer',

  'impersonation.staff.title': 'Browse as a customer',
  'impersonation.staff.intro':
    'Find a customer, then see the shop as they do: their cart, wishlist, orders and account. Everything you do is recorded with your staff account.',
  'impersonation.staff.searchLabel': 'Find a customer',
  'impersonation.staff.searchHint': 'Search by name or email.',
  'impersonation.staff.results': 'Customers found: {{count}}',
  'impersonation.staff.noResults': 'No customer matches your search.',
  'impersonation.staff.searching': 'Searching…',
  'impersonation.staff.notAllowed':
    "Your role cannot browse as a customer. The shop's owner can change it.",
  'impersonation.staff.loadFailed': 'Customers could not be loaded.',
  'impersonation.staff.unnamed': 'No name',
  'impersonation.staff.browseAs': 'Browse as {{name}}',
  'impersonation.staff.starting': 'Starting…',
  'impersonation.staff.startFailed': 'The session could not be started. Try again.',
  'impersonation.staff.onlyStaff': 'This page is for staff',
  'impersonation.staff.onlyStaffBody':
    'Sign in with a staff account to browse the shop as a customer.',
  'impersonation.staff.signIn': 'Sign in as staff',
  'impersonation.staff.busy':
    'You are browsing as a customer. Finish that session before choosing another customer.',
} as const;
