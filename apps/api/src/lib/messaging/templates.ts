import type { LanguageCode } from '@storefront/contracts';

/**
 * The texts of outgoing email and SMS, per language. They live here rather than in the UI
 * catalogue because the storefront never shows them: the catalogue travels in every page.
 * Functions rather than {{}} strings, so each language can say its numbers grammatically.
 */

/** "in 60 minutes" with the number said as the language says it. */
const minutesIn: Record<LanguageCode, (n: number) => string> = {
  en: (n) => (n === 1 ? '1 minute' : `${n} minutes`),
  // Arabic: 1 and 2 have their own words; 3–10 take the plural; 11 and over the singular.
  ar: (n) => {
    if (n === 1) return 'دقيقة واحدة';
    if (n === 2) return 'دقيقتين';
    const mod100 = n % 100;
    return mod100 >= 3 && mod100 <= 10 ? `${n} دقائق` : `${n} دقيقة`;
  },
};

export interface ResetEmailInput {
  name: string | null;
  shop: string;
  link: string;
  minutes: number;
}

export function resetPasswordEmail(
  lang: LanguageCode,
  { name, shop, link, minutes }: ResetEmailInput,
): { subject: string; body: string } {
  const within = minutesIn[lang](minutes);
  if (lang === 'ar') {
    return {
      subject: `إعادة تعيين كلمة المرور في ${shop}`,
      body: [
        name ? `مرحبًا ${name}،` : 'مرحبًا،',
        '',
        `طلب أحدهم إعادة تعيين كلمة مرور حسابك في ${shop}. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ${within}:`,
        '',
        link,
        '',
        'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
      ].join('\n'),
    };
  }
  return {
    subject: `Reset your ${shop} password`,
    body: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      `Someone asked to reset the password of your ${shop} account. To choose a new password, open this link within ${within}:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

export interface PhoneCodeInput {
  shop: string;
  code: string;
  minutes: number;
}

/**
 * No free text of the caller's goes into the SMS (not even the `name` of the request): anyone
 * may ask for a code to any number, so their words would reach strangers under the shop's name.
 */
export function phoneCodeSms(lang: LanguageCode, { shop, code, minutes }: PhoneCodeInput): string {
  const within = minutesIn[lang](minutes);
  if (lang === 'ar') {
    return `رمز التحقق في ${shop} هو ${code}. ينتهي خلال ${within}. لا تشاركه مع أحد.`;
  }
  return `Your ${shop} verification code is ${code}. It expires in ${within}. Do not share it.`;
}
