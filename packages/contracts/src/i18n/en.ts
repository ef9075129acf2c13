/**
 * The English UI catalogue: the source of every UI string and of the key type (CONVENTIONS 10).
 * The seed loads it (and ar.ts) into the translations table; the web app fetches it from
 * GET locale/self/translations/versions/{version}?area=ui.prisma. Keys are flat, dot-grouped.
 * Text inside {{…}} is interpolated.
 */
import { accountsEn } from './accounts.en.ts';
import { addressesEn } from './addresses.en.ts';
import { cartEn } from './cart.en.ts';
import { catalogueEn } from './catalogue.en.ts';
import { checkoutEn } from './checkout.en.ts';
import { contentEn } from './content.en.ts';
import { impersonationEn } from './impersonation.en.ts';
import { ordersEn } from './orders.en.ts';
import { paymentsEn } from './payments.en.ts';
import { searchEn } from './search.en.ts';
import { validationEn } from './validation.en.ts';
import { wishlistEn } from './wishlist.en.ts';

export const en = {
  ...validationEn,
  ...accountsEn,
  ...catalogueEn,
  ...contentEn,
  ...impersonationEn,
  ...searchEn,
  ...cartEn,
  ...wishlistEn,
  ...addressesEn,
  ...checkoutEn,
  ...ordersEn,
  ...paymentsEn,

  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to content',
  'app.error.title': 'Something went wrong',
  'app.error.body': 'The page could not be shown. Please try again.',
  'app.error.retry': 'Try again',
  'app.offline': 'The shop cannot be reached. Check your connection and try again.',

  // Spec 8: the error catalogue, verbatim.
  'session.invalidAccessToken': 'Invalid access token.',
  'session.invalidImpersonationToken': 'Invalid impersonated token. Ending impersonation.',
  'session.loggedOut': 'You are logged out.',
  'search.noResults': 'No results',

  'header.home': 'Home',
  'header.logoAlt': '{{title}} home',
  'header.search.label': 'Search products',
  'header.search.placeholder': 'Search for products…',
  'header.search.submit': 'Search',
  'header.userMenu': 'Account',
  'header.myAccount': 'My account',
  'header.logout': 'Log out',
  'header.login': 'Log in',
  'header.register': 'Register',
  'header.wishlist': 'Wishlist, {{count}} items',
  'header.wishlist_one': 'Wishlist, {{count}} item',
  'header.cart': 'Cart, {{count}} items',
  'header.cart_one': 'Cart, {{count}} item',
  'header.language': 'Language',
  'header.openMenu': 'Open menu',
  'header.closeMenu': 'Close menu',
  'header.mainMenu': 'Main menu',
  'header.opensInNewTab': '(opens in a new tab)',
  'header.submenu': '{{title}} submenu',

  'footer.label': 'Site footer',
  'footer.social': 'Follow us',
  'footer.twitter': 'Twitter',
  'footer.facebook': 'Facebook',
  'footer.instagram': 'Instagram',
  'footer.youtube': 'YouTube',
  'footer.backToTop': 'Back to top',

  'home.heroTitle': 'Welcome to {{title}}',
  'home.heroBody': '{{description}}',
  'home.shopNow': 'Shop now',
  'home.browse': 'Browse the shop',
  'home.explore': 'Explore',

  'notFound.title': 'Page not found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to the home page',
} as const;

export type TranslationKey = keyof typeof en;
export type Catalogue = Record<TranslationKey, string>;
