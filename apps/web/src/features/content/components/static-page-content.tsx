import type { StaticPage } from '@storefront/contracts/catalogue';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { parsePageBody } from '../page-body.ts';

/** A static page: its title (h1), when it was last updated, and its body as headings and text. */
export function StaticPageContent({ page }: { page: StaticPage }) {
  const { t, language } = useTranslation();
  const updated = new Date(page.updatedAt);
  const blocks = parsePageBody(page.body);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-neutral-900 sm:text-4xl">
        {page.title}
      </h1>
      {!Number.isNaN(updated.getTime()) && (
        <p className="mt-3 text-sm text-neutral-600">
          {t('staticPage.updated', {
            // Latin digits in both languages, as prices are shown (decision 4).
            date: new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'long' }).format(
              updated,
            ),
          })}
        </p>
      )}
      <div className="mt-8 space-y-4 leading-relaxed text-pretty text-neutral-800">
        {blocks.map((block, i) =>
          block.kind === 'heading' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text
            <h2 key={i} className="pt-4 text-xl font-semibold tracking-tight text-neutral-900">
              {block.text}
            </h2>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text
            <p key={i} className="whitespace-pre-line">
              {block.text}
            </p>
          ),
        )}
      </div>
    </article>
  );
}
