import type { AdminProductListItem } from '@storefront/contracts/admin-catalogue';
import { pictureSources } from '@storefront/contracts/picture-copies';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { Amount } from '../../shared/ui/amount.tsx';
import { linkClass, tdClass } from '../../shared/ui/styles.ts';
import { StockBadge } from './stock-badge.tsx';

/** Columns a phone leaves out (the product's page has them all). */
export const WIDE_ONLY = 'hidden md:table-cell';

export function ProductRow({
  product,
  selectable,
  selected,
  onSelect,
}: {
  product: AdminProductListItem;
  selectable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t, lang } = useI18n();
  const name = inLanguage(product.name, lang);
  return (
    <tr className={selected ? 'bg-primary/5' : undefined}>
      {selectable && (
        <td className={tdClass}>
          <input
            type="checkbox"
            className="size-4 accent-primary-strong"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('products.select', { name })}
          />
        </td>
      )}
      <td className={tdClass}>
        <div className="flex items-center gap-3">
          {product.picture ? (
            <img
              {...pictureSources(product.picture, undefined, '40px')}
              alt=""
              className="size-10 rounded border border-neutral-200 object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="size-10 rounded border border-dashed border-neutral-300"
            />
          )}
          <div className="min-w-0">
            <Link to={`/products/${product.id}`} className={linkClass}>
              {name}
            </Link>
            {product.missingArabic && (
              <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                {t('products.missingArabicMark')}
              </span>
            )}
            {product.archived && (
              <span className="ms-2 rounded bg-neutral-200 px-1.5 py-0.5 text-xs">
                {t('products.archivedMark')}
              </span>
            )}
          </div>
        </div>
      </td>
      <td className={`${tdClass} ${WIDE_ONLY} font-mono text-xs`}>
        <bdi dir="ltr">{product.sku}</bdi>
      </td>
      <td className={`${tdClass} tabular-nums`}>
        <Amount fils={product.price} />
      </td>
      <td className={tdClass}>
        <StockBadge state={product.stockState} qty={product.activeQty} />
      </td>
      <td className={`${tdClass} ${WIDE_ONLY}`}>
        {product.published ? t('products.publishedYes') : t('products.publishedNo')}
      </td>
      <td className={`${tdClass} ${WIDE_ONLY}`}>{product.categoryName}</td>
      <td className={`${tdClass} ${WIDE_ONLY}`}>{product.brandName ?? '—'}</td>
    </tr>
  );
}
