import type { contentEn } from './content.en.ts';
import { menusAr } from './menus.ar.ts';
import { themeAr } from './theme.ar.ts';

/** The back office's look and words (issue 28): theme, menus, translations, Arabic. */
export const contentAr: Record<keyof typeof contentEn, string> = {
  'translations.title': 'الترجمات',
  'translations.intro':
    'كل كلمة يعرضها المتجر. النص المحفوظ هو ما يراه المتسوقون في صفحتهم التالية.',
  'translations.search': 'ابحث في المفاتيح أو الإنجليزية أو العربية',
  'translations.searchButton': 'بحث',
  'translations.show': 'عرض',
  'translations.show.all': 'الكل ({{count}})',
  'translations.show.attention': 'يحتاج إلى مراجعة ({{count}})',
  'translations.show.edited': 'معدّل ({{count}})',
  'translations.list': 'النصوص',
  'translations.empty': 'لا يوجد نص مطابق.',
  'translations.english': 'الإنجليزية: {{key}}',
  'translations.arabic': 'العربية: {{key}}',
  'translations.englishHeading': 'الإنجليزية',
  'translations.arabicHeading': 'العربية',
  'translations.attention.missing': 'بلا عربية',
  'translations.attention.sameAsEnglish': 'مطابق للإنجليزية',
  'translations.edited': 'معدّل',
  'translations.keep': 'أبقِ: {{placeholders}}',
  'translations.save': 'حفظ',
  'translations.saveOf': 'حفظ {{key}}',
  'translations.saved': 'حُفظ {{key}}: يراه المتسوقون في صفحتهم التالية.',
  'translations.useShipped': 'استخدم النص الأصلي',
  'translations.useShippedOf': 'استخدم النص الأصلي ({{language}}) لـ {{key}}',
  'translations.placeholderMissing': 'أبقِ {{placeholder}}: يضع المتجر قيمة مكانه.',
  'translations.placeholderUnknown': 'احذف {{placeholder}}: ليس لدى المتجر قيمة له.',

  ...themeAr,

  ...menusAr,
};
