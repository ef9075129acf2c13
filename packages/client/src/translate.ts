/** One translator for the storefront and the API's messages: it lives in the contracts. */
export {
  type TranslationMap,
  type TranslationValues,
  translate,
} from '@storefront/contracts/i18n/translate';
