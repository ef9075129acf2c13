import type { AdminApiKey } from './admin-api.en.ts';

/** The back office API's own messages, in Arabic (admin-api.en.ts). */
export const adminApiAr: Record<AdminApiKey, string> = {
  'validation.price': 'أدخل مبلغًا من 0 فأكثر، بثلاث خانات عشرية على الأكثر.',
  'validation.stock': 'أدخل عددًا صحيحًا من الوحدات من 0 إلى 1,000,000.',
  'validation.stockDelta': 'أدخل عددًا صحيحًا من الوحدات للإضافة أو السحب، غير الصفر.',
  'validation.colorHex': 'أدخل اللون بالشكل #rrggbb.',
  'validation.duplicate': 'هذا موجود في القائمة بالفعل.',
  'validation.variationValues': 'اختر قيمة من القيم المدرجة لكل خيار.',
  'validation.optionsAndVariations':
    'المنتج ذو الخيارات يحتاج إلى أنواع، والأنواع تحتاج إلى خيارات.',
  'validation.pictureVariation': 'هذه الصورة تشير إلى نوع ليس من أنواع المنتج.',
  'validation.bulkProducts': 'اختر من منتج واحد إلى 100 منتج.',
  'errors.skuTaken': 'رمز المنتج (SKU) هذا مستخدم لمنتج أو نوع آخر.',
  'errors.stockBelowZero': 'لا يمكن أن ينزل المخزون عن 0: المتوفر {{count}}.',
  'errors.categoryNotEmpty': 'انقل منتجات هذه الفئة وفئاتها الفرعية إلى مكان آخر أولًا.',
  'errors.categoryCycle': 'لا يمكن نقل فئة تحت نفسها أو تحت إحدى فئاتها الفرعية.',
  'errors.categoryUnknown': 'هذه الفئة غير موجودة.',
  'errors.brandUnknown': 'هذه العلامة التجارية غير موجودة.',
  'errors.fileUnknown': 'هذا الملف غير موجود. ارفعه مرة أخرى.',
  'errors.variationUnknown': 'هذا النوع ليس من أنواع المنتج.',
  'errors.notStaff': 'هذا الحساب لا يملك صلاحية الدخول إلى لوحة الإدارة.',
  'errors.permission': 'دورك لا يسمح بهذا ({{permission}}).',
  'errors.lastOwner': 'يجب أن يبقى للمتجر مالك نشط واحد على الأقل.',
  'errors.staffEmailTaken': 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
  'errors.unknownRole': 'لا يوجد دور بهذا الاسم.',
  'validation.date': 'أدخل التاريخ بالشكل YYYY-MM-DD.',
};
