import { menusEn } from './menus.en.ts';
import { themeEn } from './theme.en.ts';

/** The back office's look and words (issue 28): theme, menus, translations, English; spread into en.ts. */
export const contentEn = {
  'translations.title': 'Translations',
  'translations.intro':
    'Every word the shop shows. A saved text is what shoppers see on their next page.',
  'translations.search': 'Search keys, English or Arabic',
  'translations.searchButton': 'Search',
  'translations.show': 'Show',
  'translations.show.all': 'All ({{count}})',
  'translations.show.attention': 'Needs attention ({{count}})',
  'translations.show.edited': 'Edited ({{count}})',
  'translations.list': 'Texts',
  'translations.empty': 'No text matches.',
  'translations.english': 'English: {{key}}',
  'translations.arabic': 'Arabic: {{key}}',
  'translations.englishHeading': 'English',
  'translations.arabicHeading': 'Arabic',
  'translations.attention.missing': 'No Arabic',
  'translations.attention.sameAsEnglish': 'Same as English',
  'translations.edited': 'Edited',
  'translations.keep': 'Keep: {{placeholders}}',
  'translations.save': 'Save',
  'translations.saveOf': 'Save {{key}}',
  'translations.saved': 'Saved {{key}}: shoppers see it on their next page.',
  'translations.useShipped': 'Use the shipped text',
  'translations.useShippedOf': 'Use the shipped {{language}} text of {{key}}',
  'translations.placeholderMissing': 'Keep {{placeholder}}: the shop puts a value there.',
  'translations.placeholderUnknown': 'Remove {{placeholder}}: the shop has no value for it.',

  ...themeEn,

  ...menusEn,
} as const;
