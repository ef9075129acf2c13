import type { Catalogue } from '@storefront/contracts/i18n/en';

/** CONVENTIONS 10: translation keys are typed from the English catalogue. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}
