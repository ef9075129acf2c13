import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { paginationItems } from '../pagination-items.ts';

interface PaginationProps {
  page: number;
  pages: number;
  /** The link to a page (the same search, another page). */
  hrefFor: (page: number) => string;
}

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium';

/** Page numbers with previous and next, as real links (spec 9: paginated search). */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const step = (target: number, label: string, icon: ReactNode, rel: 'prev' | 'next') =>
    target >= 1 && target <= pages ? (
      <Link
        to={hrefFor(target)}
        rel={rel}
        className={`${cell} gap-1 text-neutral-800 hover:bg-neutral-100`}
      >
        {rel === 'prev' && icon}
        {label}
        {rel === 'next' && icon}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${cell} gap-1 text-neutral-400`}>
        {rel === 'prev' && icon}
        {label}
        {rel === 'next' && icon}
      </span>
    );

  return (
    <nav aria-label={t('search.pagination.label')} className="mt-10">
      <p className="sr-only">{t('search.pagination.status', { page, pages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {step(
            page - 1,
            t('search.pagination.previous'),
            <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />,
            'prev',
          )}
        </li>
        {paginationItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${index}`} aria-hidden className={`${cell} text-neutral-500`}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t('search.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={`${cell} tabular-nums text-neutral-800 hover:bg-neutral-100 aria-[current=page]:bg-primary-strong aria-[current=page]:text-white`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {step(
            page + 1,
            t('search.pagination.next'),
            <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />,
            'next',
          )}
        </li>
      </ul>
    </nav>
  );
}
