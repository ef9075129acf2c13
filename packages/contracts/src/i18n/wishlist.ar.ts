import type { wishlistEn } from './wishlist.en.ts';

export const wishlistAr: Record<keyof typeof wishlistEn, string> = {
  'wishlist.button.add': 'أضف إلى قائمة الأمنيات',
  'wishlist.button.remove': 'أزل من قائمة الأمنيات',
  'wishlist.button.addNamed': 'أضف {{name}} إلى قائمة أمنياتك',
  'wishlist.button.removeNamed': 'أزل {{name}} من قائمة أمنياتك',
  'wishlist.toast.added': 'أُضيف {{name}} إلى قائمة أمنياتك.',
  'wishlist.toast.removed': 'أُزيل {{name}} من قائمة أمنياتك.',
  'wishlist.toast.moved': 'نُقل {{name}} إلى سلتك.',
  'wishlist.toast.failed': 'تعذّر تعديل قائمة أمنياتك. حاول مرة أخرى.',

  'wishlist.page.title': 'قائمة الأمنيات',
  'wishlist.page.count': 'عدد المنتجات: {{count}}',
  'wishlist.page.count_one': 'منتج واحد ({{count}})',
  'wishlist.page.loadFailed': 'تعذّر تحميل قائمة أمنياتك.',
  'wishlist.page.emptyTitle': 'قائمة أمنياتك فارغة',
  'wishlist.page.emptyBody': 'اضغط على القلب في أي منتج لتحتفظ به هنا لوقت لاحق.',
  'wishlist.page.browse': 'تصفّح المتجر',
  'wishlist.item.moveToCart': 'انقل إلى السلة',
  'wishlist.item.moveNamed': 'انقل إلى السلة: {{name}}',
  'wishlist.item.chooseOptions': 'اختر الخيارات',
  'wishlist.item.chooseOptionsNamed': 'اختر الخيارات: {{name}}',
  'wishlist.item.remove': 'إزالة',
  'wishlist.item.outOfStock': 'غير متوفر',
  'wishlist.item.inStock': 'متوفر',
};
