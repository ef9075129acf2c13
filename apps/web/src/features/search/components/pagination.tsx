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
      <ul className="flex items-center justify-center gap-1 sm:flex-wrap">
        <li>
          {step(
            page - 1,
            t('search.pagination.previous'),
            <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />,
            'prev',
          )}
        </li>
        {/* A phone has no room for the numbers (Next would wrap alone): "2 / 10" between the steps. */}
        <li aria-hidden className={`${cell} tabular-nums text-neutral-700 sm:hidden`}>
          <bdi dir="ltr">
            {page} / {pages}
          </bdi>
        </li>
        {paginationItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
              key={`gap-${index}`}
              aria-hidden
              className={`${cell} hidden text-neutral-500 sm:inline-flex`}
            >
              …
            </li>
          ) : (
            <li key={item} className="hidden sm:block">
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
