import { configureStorage } from '@storefront/client/storage';

/**
 * Imported first by main.tsx, before anything reads storage: the admin's tokens and language
 * live under `admin.` keys, apart from a shopper's session in the same browser, and the admin's
 * language never touches the cookie the storefront's pages are drawn by.
 */
configureStorage({ prefix: 'admin.', shareLanguageCookie: false });
