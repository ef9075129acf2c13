import type { validationEn } from './validation.en.ts';

export const validationAr: Record<keyof typeof validationEn, string> = {
  'validation.required': 'هذا الحقل مطلوب.',
  'validation.tooLong': 'النص طويل جدًا.',
  'validation.email': 'أدخل بريدًا إلكترونيًا صحيحًا.',
  'validation.passwordTooShort': 'استخدم {{min}} أحرف على الأقل.',
  'validation.passwordTooLong': 'استخدم {{max}} حرفًا على الأكثر.',
  'validation.passwordsDiffer': 'كلمتا المرور غير متطابقتين.',
  'validation.phone': 'أدخل رقم هاتف صحيحًا.',
  'validation.phoneCode': 'أدخل الرمز المكوّن من 6 أرقام.',
  'validation.resetLink': 'رابط إعادة التعيين غير مكتمل. افتح الرابط من البريد مرة أخرى.',

  'errors.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'errors.tooManyAttempts_one': 'محاولات كثيرة. حاول مرة أخرى بعد {{count}} دقيقة.',
  'errors.tooManyAttempts': 'محاولات كثيرة. حاول مرة أخرى بعد {{count}} دقائق.',
  'errors.emailTaken': 'يوجد حساب بهذا البريد الإلكتروني.',
  'errors.phoneTaken': 'رقم الهاتف مستخدم في حساب آخر.',
  'errors.commonPassword': 'كلمة المرور هذه شائعة جدًا. اختر كلمة يصعب تخمينها.',
  'errors.passwordLikeEmail': 'يجب ألا تحتوي كلمة المرور على بريدك الإلكتروني.',
  'errors.wrongPassword': 'كلمة المرور الحالية غير صحيحة.',
  'errors.resetLinkInvalid': 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
  'errors.phoneCodeInvalid': 'الرمز غير صحيح أو منتهي الصلاحية.',
  'errors.registrationClosed': 'التسجيل غير متاح في هذا المتجر.',
  'errors.generic': 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
};
