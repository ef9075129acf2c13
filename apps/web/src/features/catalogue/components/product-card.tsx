import type { ProductSummary } from '@storefront/contracts/catalogue';
import { pictureSources } from '@storefront/contracts/picture-copies';
import { routes } from '@storefront/contracts/routes';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hydrateInTurn } from '../../../lib/deferred-hydration.tsx';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';

export interface ProductCardProps extends ProductCardSlots {
  product: ProductSummary;
  /** The first cards of a page are above the fold: load their pictures at once. */
  eager?: boolean;
}

/**
 * What other features put on a card, composed by the page (app/routes/product-card-slots.tsx):
 * the catalogue knows neither the cart nor the wishlist.
 */
export interface ProductCardSlots {
  /** The cart button, under the price. */
  actions?: ReactNode;
  /** A round button over the picture's top end corner (the wishlist heart). */
  corner?: ReactNode;
}

/** The slots of each card in a list, by product. */
export type CardSlots = (product: ProductSummary) => ProductCardSlots;

/** How wide a card's picture shows: half a phone, a third of a tablet, at most a fifth of 1280 px. */
const CARD_SIZES = '(min-width: 1024px) 256px, (min-width: 640px) 33vw, 50vw';

/**
 * A product in a grid (search results, home lists, grouped products): picture, name link,
 * price with the old price struck through when on sale, and an out-of-stock badge. On a page of
 * islands each card hydrates in a task of its own (decision 74).
 */
export const ProductCard = hydrateInTurn(function ProductCard({
  product,
  actions,
  corner,
  eager = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const { picture } = product;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-neutral-100">
        {picture ? (
          <img
            {...pictureSources(picture.path, picture.width, CARD_SIZES)}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <ImageOff aria-hidden className="absolute inset-0 m-auto size-10 text-neutral-400" />
        )}
        {!product.inStock && (
          <span className="absolute start-3 top-3 rounded-full bg-neutral-900/85 px-2.5 py-1 text-xs font-semibold text-white">
            {t('catalogue.outOfStock')}
          </span>
        )}
        {/* Above the stretched link, so it gets its own clicks. */}
        {corner && <div className="absolute end-2 top-2 z-10">{corner}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {product.brandName && <p className="text-xs text-neutral-600">{product.brandName}</p>}
        <h3 className="line-clamp-2 font-medium text-neutral-900">
          {/* The whole card is clickable through this link's stretched overlay. */}
          <Link
            to={routes.product(product.productId)}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-primary-strong"
          >
            {product.productName}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <Price minor={product.price} className="font-semibold text-neutral-900" />
          {product.oldPrice !== null && product.oldPrice > product.price && (
            <s className="text-sm text-neutral-500">
              <span className="sr-only">{t('catalogue.oldPrice')} </span>
              <Price minor={product.oldPrice} />
            </s>
          )}
        </p>
        {/* Above the stretched link, so these buttons get their own clicks. */}
        {actions && <div className="relative z-10 mt-2">{actions}</div>}
      </div>
    </article>
  );
});
