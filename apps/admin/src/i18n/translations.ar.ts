import type { translationsEn } from './translations.en.ts';

/**
 * The back office's translations page (issue 28), Arabic. A key or a `{{placeholder}}` sits in
 * an isolate (⁦…⁩): Latin inside Arabic text, its braces the right way round.
 */
export const translationsAr: Record<keyof typeof translationsEn, string> = {
  'translations.title': 'الترجمات',
  'translations.intro':
    'كل كلمة يعرضها المتجر، بالإنجليزية والعربية. النص المحفوظ هو ما يراه المتسوقون في صفحتهم التالية، دون إعادة تشغيل.',
  'translations.search': 'ابحث في المفاتيح أو الإنجليزية أو العربية',
  'translations.searchButton': 'بحث',
  'translations.clearSearch': 'مسح البحث',
  'translations.show': 'عرض',
  'translations.show.all': 'الكل ({{count}})',
  'translations.show.attention': 'يحتاج إلى مراجعة ({{count}})',
  'translations.show.edited': 'معدّل ({{count}})',
  'translations.list': 'نصوص المتجر',
  'translations.empty': 'لا يوجد نص مطابق.',
  'translations.empty.attention': 'لا شيء يحتاج إلى مراجعة: لكل نص عربيته.',
  'translations.empty.edited': 'لم يُعدَّل أي نص: يعرض المتجر الكلمات التي جاء بها.',
  'translations.key': 'المفتاح',
  'translations.englishHeading': 'الإنجليزية',
  'translations.arabicHeading': 'العربية',
  'translations.english': 'الإنجليزية: ⁦{{key}}⁩',
  'translations.arabic': 'العربية: ⁦{{key}}⁩',
  'translations.attention.missing': 'بلا عربية',
  'translations.attention.sameAsEnglish': 'مطابق للإنجليزية',
  'translations.edited': 'معدّل',
  'translations.keep': 'أبقِ:',
  'translations.canUse': 'يمكن استخدام:',
  'translations.shipped': 'النص الأصلي:',
  'translations.shippedEmpty': '(لا يوجد)',
  'translations.save': 'حفظ',
  'translations.saveOf': 'حفظ ⁦{{key}}⁩',
  'translations.saved': 'حُفظ ⁦{{key}}⁩: يراه المتسوقون في صفحتهم التالية.',
  'translations.savedShort': 'حُفظ',
  'translations.discard': 'تجاهل',
  'translations.discardOf': 'تجاهل التغييرات على ⁦{{key}}⁩',
  'translations.useShipped': 'استخدم النص الأصلي',
  'translations.useShippedOf': 'استخدم النص الأصلي باللغة {{language}}: ⁦{{key}}⁩',
  'translations.required': 'اكتب النص: لا يمكن أن يكون فارغًا.',
  'translations.placeholderMissing': 'أبقِ ⁦{{placeholder}}⁩: يضع المتجر قيمة مكانه عند عرض هذا النص.',
  'translations.placeholderUnknown':
    'احذف ⁦{{placeholder}}⁩: ليس لدى المتجر قيمة يضعها مكانه، فسيظهر كما كُتب.',
};
