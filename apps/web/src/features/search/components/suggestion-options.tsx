import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { pictureSources } from '@storefront/contracts/picture-copies';
import { ArrowUpRight, ImageOff, Search, Sparkles, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';
import type { BoxRow } from '../box-rows.ts';

export { boxRows, foundAnything, popularRows } from '../box-rows.ts';

interface SuggestionOptionsProps {
  rows: readonly BoxRow[];
  /** The option chosen with the arrow keys, or -1. */
  active: number;
  /** Option ids are `${idPrefix}-${index}`, which the box names as its active descendant. */
  idPrefix: string;
  onChoose: (row: BoxRow) => void;
}

const headings: Partial<Record<BoxRow['kind'], TranslationKey>> = {
  category: 'search.box.categories',
  brand: 'search.box.brands',
  popular: 'search.box.popular',
};

const option =
  'mx-1.5 flex cursor-pointer items-center gap-3 rounded-xl px-2.5 py-2 hover:bg-neutral-100 aria-selected:bg-primary/15';

/**
 * The options of the header search's listbox (spec 2 Search; spec 3 Search result; issue 29):
 * picture, name and price of each product, then the matching categories and brands (each under
 * its heading, as a group), the corrected text and "See all results for …"; or the popular
 * searches when the box is empty. Loaded on the box's first focus, so pictures and price
 * formatting stay out of the first page load.
 */
export default function SuggestionOptions({
  rows,
  active,
  idPrefix,
  onChoose,
}: SuggestionOptionsProps) {
  const { t } = useTranslation();

  const render = (row: BoxRow, index: number): ReactNode => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input owns the keyboard (ARIA combobox pattern)
    <div
      key={row.key}
      id={`${idPrefix}-${index}`}
      role="option"
      aria-selected={index === active}
      // Never focused: focus stays in the box, which names this option as its active descendant.
      tabIndex={-1}
      // Keeps focus in the box, so the click is not raced by the close-on-blur.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(row)}
      className={option}
    >
      {row.kind === 'product' ? <ProductRow row={row} /> : <TextRow row={row} />}
    </div>
  );

  // Consecutive rows of one kind with a heading form a group named by it.
  const parts: ReactNode[] = [];
  let index = 0;
  while (index < rows.length) {
    const kind = rows[index]!.kind;
    const heading = headings[kind];
    const start = index;
    while (index < rows.length && rows[index]!.kind === kind) index++;
    const options = rows.slice(start, index).map((row, i) => render(row, start + i));
    if (!heading) {
      parts.push(...options);
      continue;
    }
    const headingId = `${idPrefix}-h${start}`;
    parts.push(
      // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options (ARIA listbox pattern), not of form fields
      <div key={kind} role="group" aria-labelledby={headingId} className="mt-1">
        <div
          id={headingId}
          role="presentation"
          className="px-4 pt-1.5 pb-1 text-xs font-semibold uppercase tracking-wide text-neutral-600"
        >
          {t(heading)}
        </div>
        {options}
      </div>,
    );
  }
  return parts;
}

function ProductRow({ row }: { row: Extract<BoxRow, { kind: 'product' }> }) {
  const { t } = useTranslation();
  const item = row.suggestion;
  return (
    <>
      <span className="relative size-12 shrink-0 overflow-hidden rounded-lg bg-neutral-100">
        {item.picture ? (
          <img
            {...pictureSources(item.picture.path, item.picture.width, '48px')}
            alt=""
            width={48}
            height={48}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <ImageOff aria-hidden className="absolute inset-0 m-auto size-5 text-neutral-400" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm font-medium text-neutral-900">
          {item.product.productName}
        </span>
        {!item.inStock && (
          <span className="block text-xs text-neutral-600">{t('catalogue.outOfStock')}</span>
        )}
      </span>
      <Price minor={item.price} className="shrink-0 text-sm font-semibold text-neutral-900" />
    </>
  );
}

function TextRow({ row }: { row: Exclude<BoxRow, { kind: 'product' }> }) {
  const { t } = useTranslation();
  let icon = <ArrowUpRight aria-hidden className="size-4 text-neutral-500 rtl:-scale-x-100" />;
  let text: string = row.label;
  if (row.kind === 'brand') icon = <Tag aria-hidden className="size-4 text-neutral-500" />;
  if (row.kind === 'correction') {
    icon = <Sparkles aria-hidden className="size-4 text-neutral-500" />;
    text = t('search.box.didYouMean', { query: row.label });
  }
  if (row.kind === 'all') {
    icon = <Search aria-hidden className="size-4 text-neutral-500" />;
    text = t('search.box.seeAll', { query: row.label });
  }
  return (
    <>
      <span className="flex size-6 shrink-0 items-center justify-center">{icon}</span>
      <span
        className={`min-w-0 flex-1 truncate text-sm text-neutral-900 ${row.kind === 'all' ? 'font-semibold' : ''}`}
      >
        {text}
      </span>
    </>
  );
}
