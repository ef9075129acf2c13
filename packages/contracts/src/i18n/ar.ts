import { accountsAr } from './accounts.ar.ts';
import { addressesAr } from './addresses.ar.ts';
import { cartAr } from './cart.ar.ts';
import { catalogueAr } from './catalogue.ar.ts';
import { checkoutAr } from './checkout.ar.ts';
import { contentAr } from './content.ar.ts';
import type { Catalogue } from './en.ts';
import { impersonationAr } from './impersonation.ar.ts';
import { ordersAr } from './orders.ar.ts';
import { paymentsAr } from './payments.ar.ts';
import { searchAr } from './search.ar.ts';
import { validationAr } from './validation.ar.ts';
import { wishlistAr } from './wishlist.ar.ts';

/** The Arabic UI catalogue: every English key, checked by the type and by a test. */
export const ar: Catalogue = {
  ...validationAr,
  ...accountsAr,
  ...catalogueAr,
  ...contentAr,
  ...impersonationAr,
  ...searchAr,
  ...cartAr,
  ...wishlistAr,
  ...addressesAr,
  ...checkoutAr,
  ...ordersAr,
  ...paymentsAr,

  'app.loading': 'جارٍ التحميل…',
  'app.skipToContent': 'انتقل إلى المحتوى',
  'app.error.title': 'حدث خطأ ما',
  'app.error.body': 'تعذّر عرض الصفحة. يُرجى المحاولة مرة أخرى.',
  'app.error.retry': 'حاول مرة أخرى',
  'app.offline': 'تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مرة أخرى.',

  'session.invalidAccessToken': 'رمز الدخول غير صالح.',
  'session.invalidImpersonationToken': 'رمز انتحال الهوية غير صالح. جارٍ إنهاء الجلسة.',
  'session.loggedOut': 'سجّلت الخروج.',
  'search.noResults': 'لا توجد نتائج',

  'header.home': 'الرئيسية',
  'header.logoAlt': 'الصفحة الرئيسية لـ {{title}}',
  'header.search.label': 'ابحث عن المنتجات',
  'header.search.placeholder': 'ابحث عن المنتجات…',
  'header.search.submit': 'بحث',
  'header.userMenu': 'الحساب',
  'header.myAccount': 'حسابي',
  'header.logout': 'تسجيل الخروج',
  'header.login': 'تسجيل الدخول',
  'header.register': 'إنشاء حساب',
  'header.wishlist': 'قائمة الأمنيات، {{count}} منتجات',
  'header.wishlist_one': 'قائمة الأمنيات، {{count}} منتج',
  'header.cart': 'سلة التسوق، {{count}} منتجات',
  'header.cart_one': 'سلة التسوق، {{count}} منتج',
  'header.language': 'اللغة',
  'header.openMenu': 'افتح القائمة',
  'header.closeMenu': 'أغلق القائمة',
  'header.mainMenu': 'القائمة الرئيسية',
  'header.opensInNewTab': '(يفتح في علامة تبويب جديدة)',
  'header.submenu': 'القائمة الفرعية لـ {{title}}',

  'footer.label': 'تذييل الموقع',
  'footer.social': 'تابعنا',
  'footer.twitter': 'تويتر',
  'footer.facebook': 'فيسبوك',
  'footer.instagram': 'إنستغرام',
  'footer.youtube': 'يوتيوب',
  'footer.backToTop': 'العودة إلى الأعلى',

  'home.heroTitle': 'أهلاً بك في {{title}}',
  'home.heroBody': '{{description}}',
  'home.shopNow': 'تسوّق الآن',
  'home.browse': 'تصفّح المتجر',
  'home.explore': 'استكشف',

  'notFound.title': 'الصفحة غير موجودة',
  'notFound.body': 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  'notFound.home': 'العودة إلى الصفحة الرئيسية',
};
