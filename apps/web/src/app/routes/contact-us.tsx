import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ContactForm, type ContactMessage } from '../../features/content/index.ts';
import { isolate } from '../../lib/forms/bidi.ts';
import { textLinkClass } from '../../lib/forms/styles.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/**
 * /contact-us: the contact form (POST stores/self/contact-us) and, once sent, a confirmation
 * that says where the answer will go. "Send another message" brings the form back with the
 * sender's name and email kept.
 */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const [sender, setSender] = useState<{ name: string; email: string }>({ name: '', email: '' });
  useDocumentTitle(t('contact.title'), { withShopName: true });

  return (
    <div className="bg-linear-to-b from-primary/10 to-white px-4 py-8 sm:py-14">
      <section
        aria-labelledby="contact-title"
        className="mx-auto w-full max-w-2xl sm:rounded-3xl sm:border sm:border-neutral-200 sm:bg-white sm:p-8 sm:shadow-sm"
      >
        <h1
          id="contact-title"
          className="text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl"
        >
          {sent ? t('contact.sentTitle') : t('contact.title')}
        </h1>
        {sent ? (
          <Confirmation
            email={sent.email}
            onAnother={() => {
              setSender({ name: sent.name, email: sent.email });
              setSent(null);
            }}
          />
        ) : (
          <>
            <p className="mt-2 text-pretty text-neutral-700">{t('contact.intro')}</p>
            <div className="mt-6">
              <ContactForm defaultValues={sender} onSent={setSent} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function Confirmation({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  // The form has gone: take focus to what replaced it, so it is read out.
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <div ref={panel} tabIndex={-1} className="mt-6 space-y-4 outline-none">
      <div className="flex items-start gap-3 rounded-2xl bg-primary/10 p-4">
        <MailCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-primary-strong" />
        <p className="text-neutral-800">{t('contact.sent', { email: isolate(email) })}</p>
      </div>
      <button type="button" onClick={onAnother} className={`${textLinkClass} text-sm`}>
        {t('contact.sendAnother')}
      </button>
    </div>
  );
}
