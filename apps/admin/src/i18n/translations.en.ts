/**
 * The back office's translations page (issue 28), English. Its strings load with the page
 * (features/translations/strings.ts), not with the first load; translations.ar.ts has every key
 * with the same placeholders (features/translations/strings.test.ts).
 */
export const translationsEn = {
  'translations.title': 'Translations',
  'translations.intro':
    'Every word the shop shows, in English and Arabic. A saved text is what shoppers see on their next page: no restart needed.',
  'translations.search': 'Search keys, English or Arabic',
  'translations.searchButton': 'Search',
  'translations.clearSearch': 'Clear search',
  'translations.show': 'Show',
  'translations.show.all': 'All ({{count}})',
  'translations.show.attention': 'Needs attention ({{count}})',
  'translations.show.edited': 'Edited ({{count}})',
  'translations.list': 'The shop’s texts',
  'translations.empty': 'No text matches.',
  'translations.empty.attention': 'Nothing needs attention: every text has its own Arabic.',
  'translations.empty.edited': 'No text is edited: the shop shows the words it shipped with.',
  'translations.key': 'Key',
  'translations.englishHeading': 'English',
  'translations.arabicHeading': 'Arabic',
  'translations.english': 'English: {{key}}',
  'translations.arabic': 'Arabic: {{key}}',
  'translations.attention.missing': 'No Arabic',
  'translations.attention.sameAsEnglish': 'Same as English',
  'translations.edited': 'Edited',
  'translations.keep': 'Keep:',
  'translations.canUse': 'Can use:',
  'translations.shipped': 'Shipped text:',
  'translations.shippedEmpty': '(none)',
  'translations.save': 'Save',
  'translations.saveOf': 'Save {{key}}',
  'translations.saved': 'Saved {{key}}: shoppers see it on their next page.',
  'translations.savedShort': 'Saved',
  'translations.discard': 'Discard',
  'translations.discardOf': 'Discard changes to {{key}}',
  'translations.useShipped': 'Use the shipped text',
  'translations.useShippedOf': 'Use the shipped text for {{language}}: {{key}}',
  'translations.required': 'Write the text: a string cannot be empty.',
  'translations.placeholderMissing':
    'Keep {{placeholder}}: the shop puts a value there when it shows this text.',
  'translations.placeholderUnknown':
    'Remove {{placeholder}}: the shop has no value to put there, so it would show as typed.',
} as const;
