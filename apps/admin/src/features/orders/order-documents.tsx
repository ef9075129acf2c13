import type { AdminOrder } from '@storefront/contracts/admin-orders';
import { useId, useState } from 'react';
import type { AdminLanguage } from '../../i18n/catalogue.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { inputClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useDownloadOrderDocument } from './api/download-document.ts';

const LANGUAGES: readonly AdminLanguage[] = ['en', 'ar'];

/**
 * The order's documents, for the page's header: a language (the order's own at first: the one
 * its shopper reads) and a button for each PDF, the invoice and the packing slip. A failed
 * download says which one failed.
 */
export function OrderDocuments({ order }: { order: AdminOrder['order'] }) {
  const { t } = useI18n();
  const [lang, setLang] = useState<AdminLanguage>(order.lang === 'ar' ? 'ar' : 'en');
  const invoice = useDownloadOrderDocument(order.orderId, 'invoice');
  const slip = useDownloadOrderDocument(order.orderId, 'packingSlip');
  const languageId = useId();
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="sr-only">{t('order.documents')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={languageId} className="text-sm font-medium text-neutral-800">
          {t('order.documentLanguage')}
        </label>
        {/* inputClass fills its box: the box is as wide as a language's name needs. */}
        <span className="min-w-24">
          <select
            id={languageId}
            className={inputClass}
            value={lang}
            onChange={(event) => setLang(event.target.value === 'ar' ? 'ar' : 'en')}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`order.language.${language}`)}
              </option>
            ))}
          </select>
        </span>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={invoice.isPending}
          onClick={() => invoice.mutate(lang)}
        >
          {t('order.invoicePdf')}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={slip.isPending}
          onClick={() => slip.mutate(lang)}
        >
          {t('order.packingSlipPdf')}
        </button>
      </div>
      {invoice.isError && <FormAlert message={t('order.invoiceFailed')} />}
      {slip.isError && <FormAlert message={t('order.packingSlipFailed')} />}
    </fieldset>
  );
}
