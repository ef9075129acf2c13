import { addSectionStrings } from './catalogue.ts';
import { importsAr } from './imports.ar.ts';
import { importsEn } from './imports.en.ts';

// The imports' strings, added when their pages load (features/imports): about 5 KB gzip that
// the back office's first load (bench/admin-bundle.ts) does not carry.
addSectionStrings({ en: importsEn, ar: importsAr });
