import type { contentEn } from './content.en.ts';

export const contentAr: Record<keyof typeof contentEn, string> = {
  'staticPage.updated': 'آخر تحديث {{date}}',

  'contact.title': 'اتصل بنا',
  'contact.intro': 'لديك سؤال عن طلب أو منتج أو عن المتجر؟ اكتب لنا وسنرد عليك بالبريد الإلكتروني.',
  'contact.field.name': 'الاسم',
  'contact.field.email': 'البريد الإلكتروني',
  'contact.field.phone': 'الهاتف',
  'contact.field.subject': 'الموضوع',
  'contact.field.message': 'الرسالة',
  'contact.optional': '(اختياري)',
  'contact.messageHint': '{{min}} أحرف على الأقل.',
  'contact.submit': 'إرسال الرسالة',
  'contact.submitting': 'جارٍ الإرسال…',
  'contact.sentTitle': 'تم إرسال الرسالة',
  'contact.sent': 'شكرًا لك — سنرد عليك على {{email}}',
  'contact.sendAnother': 'إرسال رسالة أخرى',
};
