// The look and words' strings first, then this page's: content.en.ts still carries an older
// `translations.*` block, and a module runs once, after its imports, so these always win
// whichever page loaded first. Once content.en.ts spreads translationsEn in place of that block
// (as it does menusEn), the import below is all this file needs.
import '../../i18n/content.ts';
import { addSectionStrings } from '../../i18n/catalogue.ts';
import { translationsAr } from '../../i18n/translations.ar.ts';
import { translationsEn } from '../../i18n/translations.en.ts';

addSectionStrings({ en: translationsEn, ar: translationsAr });
