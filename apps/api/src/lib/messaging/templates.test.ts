import { describe, expect, it } from 'vitest';
import { phoneCodeSms, resetPasswordEmail } from './templates.ts';

describe('message templates', () => {
  it('say the minutes as each language counts them', () => {
    const minutes = (lang: 'en' | 'ar', n: number) =>
      phoneCodeSms(lang, { shop: 'Dukkan', code: '123456', minutes: n });
    expect(minutes('en', 1)).toContain('in 1 minute.');
    expect(minutes('en', 10)).toContain('in 10 minutes.');
    expect(minutes('ar', 1)).toContain('دقيقة واحدة');
    expect(minutes('ar', 2)).toContain('دقيقتين');
    expect(minutes('ar', 10)).toContain('10 دقائق');
    expect(minutes('ar', 15)).toContain('15 دقيقة');
    expect(minutes('ar', 60)).toContain('60 دقيقة');
  });

  it('put the link and the shop in the reset email, in both languages', () => {
    for (const lang of ['en', 'ar'] as const) {
      const mail = resetPasswordEmail(lang, {
        name: null,
        shop: 'Dukkan',
        link: 'https://shop.example.com/reset-password?token=t',
        minutes: 60,
      });
      expect(mail.subject).toContain('Dukkan');
      expect(mail.body).toContain('\nhttps://shop.example.com/reset-password?token=t\n');
    }
  });
});
