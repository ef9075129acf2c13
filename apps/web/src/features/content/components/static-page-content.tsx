import type { StaticPage } from '@storefront/contracts/catalogue';
import { dateFormat } from '@storefront/contracts/date-format';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/**
 * A static page: its title (h1), when it was last updated, and its body. The body is HTML the
 * server cleaned by an allow-list before storing it (no script, no handler, no javascript:
 * address: apps/api content/admin/clean-html.ts), so it is shown as it comes.
 */
export function StaticPageContent({ page }: { page: StaticPage }) {
  const { t, language } = useTranslation();
  const updated = new Date(page.updatedAt);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-neutral-900 sm:text-4xl">
        {page.title}
      </h1>
      {!Number.isNaN(updated.getTime()) && (
        <p className="mt-3 text-sm text-neutral-600">
          {t('staticPage.updated', {
            // Latin digits in both languages, as prices are shown (decision 4).
            date: dateFormat(`${language}-u-nu-latn`, { dateStyle: 'long' }).format(updated),
          })}
        </p>
      )}
      <div
        className="page-body mt-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server's allow-list when stored
        dangerouslySetInnerHTML={{ __html: page.body }}
      />
    </article>
  );
}
