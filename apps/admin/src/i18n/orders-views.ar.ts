import type { ordersViewsEn } from './orders-views.en.ts';

/** The orders list's place filters, returns view and saved views (issue 26), Arabic. */
export const ordersViewsAr: Record<keyof typeof ordersViewsEn, string> = {
  'orders.view.returns': 'مرتجعات بانتظار الرد',
  'orders.governorate': 'المحافظة',
  'orders.area': 'المنطقة',
  'orders.areaHint': 'اختر المحافظة أولًا.',
  'orders.saveView': 'حفظ كعرض',
  'orders.saveView.title': 'حفظ عوامل التصفية المطبّقة الآن كعرض',
  'orders.saveView.name': 'اسم العرض',
  'orders.saveView.hint': 'يُحفظ في هذا المتصفح، لك وحدك.',
  'orders.saveView.submit': 'حفظ العرض',
  'orders.saveView.saved': 'حُفظ العرض «{{name}}».',
  'orders.saveView.nameRequired': 'أدخل اسمًا للعرض.',
  'orders.saveView.nameTooLong': 'استخدم {{count}} حرفًا على الأكثر.',
  'orders.saveView.full': 'لديك {{count}} عرضًا: احذف واحدًا أولًا.',
  'orders.removeView': 'حذف العرض {{name}}',
  'orders.viewRemoved': 'حُذف العرض «{{name}}».',
};
