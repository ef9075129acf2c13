import { addSectionStrings } from './catalogue.ts';
import { contentAr } from './content.ar.ts';
import { contentEn } from './content.en.ts';

// The look and words' strings (theme, menus, translations), added when their pages load: the
// back office's first load (bench/admin-bundle.ts) does not carry them.
addSectionStrings({ en: contentEn, ar: contentAr });
