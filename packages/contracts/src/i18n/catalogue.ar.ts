import type { catalogueEn } from './catalogue.en.ts';

export const catalogueAr: Record<keyof typeof catalogueEn, string> = {
  'catalogue.outOfStock': 'نفدت الكمية',
  'catalogue.oldPrice': 'السعر السابق',

  'catalogue.breadcrumb': 'مسار التنقل',
  'catalogue.brand': 'العلامة التجارية: {{brand}}',
  'catalogue.discount': 'خصم {{percent}}٪',
  'catalogue.inStock': 'متوفر',
  'catalogue.quantityClamped': 'المتوفر {{count}} فقط: عُدّلت الكمية إلى {{count}}',
  'catalogue.quantityLineLimit':
    'الحد الأقصى {{count}} من المنتج الواحد: عُدّلت الكمية إلى {{count}}',
  'catalogue.fewLeft': 'بقي {{count}} فقط',
  'catalogue.notAvailable': 'هذا الاختيار غير متوفر',
  'catalogue.notAvailableHint': 'اختر خيارات أخرى لترى ما هو متوفر لدينا.',
  'catalogue.priceFailed': 'تعذّر تحميل السعر لهذه الخيارات.',
  'catalogue.checkingPrice': 'جارٍ تحديث السعر…',
  'catalogue.valueUnavailable': '(غير متوفر)',
  'catalogue.pictures': 'صور {{name}}',
  'catalogue.showPicture': 'عرض الصورة {{index}} من {{total}}',
  'catalogue.noPicture': 'لا توجد صورة بعد',
  'catalogue.description': 'الوصف',
  'catalogue.quantity': 'الكمية',
  'catalogue.decreaseQuantity': 'إنقاص الكمية',
  'catalogue.increaseQuantity': 'زيادة الكمية',
  'catalogue.groupedProducts': 'ضمن هذه المجموعة',
  'catalogue.groupedFailed': 'تعذّر تحميل منتجات هذه المجموعة.',
  'catalogue.zoomPicture': 'تكبير الصورة',
  'catalogue.closeZoom': 'إغلاق',
  'catalogue.previousPicture': 'الصورة السابقة',
  'catalogue.nextPicture': 'الصورة التالية',
  'catalogue.pictureOf': 'الصورة {{index}} من {{total}}',
  'catalogue.arrivesBy': 'يصلك بحلول {{weekday}} {{day}} {{month}}',
  'catalogue.quickBuy': 'شراء سريع',
  'catalogue.related': 'قد يعجبك أيضًا',
  'catalogue.recentlyViewed': 'شاهدتها مؤخرًا',

  'catalogue.backInStock.title': 'تريده عندما يتوفر؟',
  'catalogue.backInStock.intro':
    'اترك بريدك الإلكتروني وسنراسلك مرة واحدة عندما يصبح متوفرًا للشراء.',
  'catalogue.backInStock.email': 'البريد الإلكتروني',
  'catalogue.backInStock.submit': 'أخبرني عند توفره',
  'catalogue.backInStock.submitting': 'جارٍ الحفظ…',
  'catalogue.backInStock.done': 'سنراسلك على {{email}} عندما يتوفر.',

  'catalogue.listFailed': 'تعذّر تحميل هذه القائمة.',
};
