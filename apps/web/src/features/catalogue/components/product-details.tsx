import { rememberViewed } from '@storefront/client/recently-viewed';
import { MAX_LINE_QUANTITY } from '@storefront/contracts/cart-rules';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import { CircleAlert, CircleCheck, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';
import { QuantityStepper } from '../../../shared/ui/quantity-stepper.tsx';
import { useProductOffer } from '../hooks/use-product-offer.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';
import {
  discountPercent,
  galleryPictures,
  isValueAvailable,
  maxQuantity,
  type Offer,
} from '../variations.ts';
import { AttributePicker } from './attribute-picker.tsx';
import type { DeliveryPromise } from './delivery-date.tsx';
import type { CardSlots } from './product-card.tsx';
import { ProductGallery } from './product-gallery.tsx';
import {
  Breadcrumbs,
  DeliveryDate,
  GroupedProducts,
  ProductDescription,
  RecentlyViewed,
  RelatedProducts,
} from './product-page-parts.ts';
import { type ProductPurchase, ProductPurchaseSlot } from './product-purchase-slot.tsx';
import { type BarPurchase, StickyPurchaseBar } from './sticky-purchase-bar.tsx';

/** Spec 7 Stock: below this many units the page says how many are left. */
const FEW_LEFT = 5;

interface ProductDetailsProps {
  product: ProductDetail;
  /** The cart and wishlist buttons for the current choice, from the page. */
  purchase: (purchase: ProductPurchase) => ReactNode;
  /** The buttons of the cards of a set's products (and of the rows under it), from the page. */
  cardSlots: CardSlots;
  /** The phone's sticky bar's "Add to cart", from the page; without it, no bar. */
  barPurchase?: (purchase: BarPurchase) => ReactNode;
  /** When an order would arrive (the default shipping method's days), once known. */
  delivery?: DeliveryPromise | null;
}

/**
 * The product page's content (issue 3): breadcrumbs, gallery, name, brand, price, the attribute
 * choice that asks get-price, stock, quantity, the place of the cart buttons, description and
 * the products of a set. Issue 29 added the delivery date under an in-stock price, the phone's
 * sticky bar once the buy area has scrolled away, and the rows "You may also like" and
 * "Recently viewed". Render it with `key={productId}` so another product starts afresh.
 */
export function ProductDetails({
  product,
  purchase,
  cardSlots,
  barPurchase,
  delivery,
}: ProductDetailsProps) {
  const { t } = useTranslation();
  // The visit counts as soon as the page hydrates, even when "Recently viewed" (which waits for
  // the page to be idle) is never drawn: a shopper may leave first.
  useEffect(() => {
    rememberViewed(product.productId);
  }, [product.productId]);
  const { selection, chosenVariationId, choose, offer, status, retry } = useProductOffer(product);
  const [wanted, setWanted] = useState(1);

  const buyable = status !== 'unavailable' && status !== 'failed' && offer.inStock;
  const max = maxQuantity(offer.activeQty);
  const quantity = Math.min(wanted, max);
  // Asking for more than there is sets the most there is, and says so (as the cart line does).
  const [clampedAt, setClampedAt] = useState<number | null>(null);
  const clampNoteId = useId();
  const clampNote =
    clampedAt === null
      ? null
      : offer.activeQty > MAX_LINE_QUANTITY
        ? t('catalogue.quantityLineLimit', { count: clampedAt })
        : t('catalogue.quantityClamped', { count: clampedAt });
  const pictures = galleryPictures(product, chosenVariationId);
  const choiceArea = useRef<HTMLDivElement>(null);
  const buyArea = useRef<HTMLDivElement>(null);
  const buyAreaGone = useScrolledPast(buyArea);
  const inStockNow = buyable && status === 'ready';
  /** The bar's way back: the picker (or the buy area), scrolled to and focused, saying why. */
  const showChoice = () => {
    const area = choiceArea.current ?? buyArea.current;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    area?.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    const control =
      area?.querySelector<HTMLElement>('input:checked') ??
      area?.querySelector<HTMLElement>('input:not([disabled]), button');
    control?.focus({ preventScroll: true });
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumbs crumbs={product.breadcrumbs} current={product.productName} />

      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-14">
        <ProductGallery
          // Other pictures open on their first: a new colour shows itself, not a thumbnail's.
          key={pictures.map((picture) => picture.path).join(' ')}
          pictures={pictures}
          name={product.productName}
        />

        <div className="flex flex-col gap-6">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl">
              {product.productName}
            </h1>
            {product.brandName && (
              <p className="mt-2 text-sm text-neutral-600">
                {t('catalogue.brand', { brand: product.brandName })}
              </p>
            )}
          </div>

          {/* Read out when a new choice changes the price or the stock. */}
          <div
            aria-live="polite"
            aria-busy={status === 'checking'}
            className={`space-y-3 transition-opacity ${status === 'checking' ? 'opacity-60' : ''}`}
          >
            {status === 'unavailable' ? (
              <Unavailable />
            ) : status === 'failed' ? (
              <PriceFailed onRetry={retry} />
            ) : (
              <>
                <PriceLine offer={offer} />
                <StockStatus offer={offer} />
                {offer.inStock && delivery && <DeliveryDate {...delivery} />}
              </>
            )}
          </div>

          {product.attributes.length > 0 && (
            <div ref={choiceArea} className="space-y-5">
              {product.attributes.map((attribute) => (
                <AttributePicker
                  key={attribute.attributeId}
                  attribute={attribute}
                  selectedValueId={selection[attribute.attributeId]}
                  isAvailable={(valueId) =>
                    product.variations.length === 0 ||
                    isValueAvailable(product, selection, attribute.attributeId, valueId)
                  }
                  onChange={(valueId) => choose(attribute.attributeId, valueId)}
                />
              ))}
            </div>
          )}

          <div
            ref={buyArea}
            className="flex flex-wrap items-end gap-4 border-t border-neutral-200 pt-6"
          >
            <QuantityStepper
              value={quantity}
              max={max}
              disabled={!buyable}
              onChange={setWanted}
              onClamp={setClampedAt}
              describedBy={clampNote ? clampNoteId : undefined}
            />
            <ProductPurchaseSlot
              render={purchase}
              product={product}
              variationId={offer.variationId}
              quantity={quantity}
              // A price still being asked is not yet one to buy at.
              inStock={inStockNow}
            />
            <p id={clampNoteId} role="status" className="w-full text-sm font-medium text-red-800">
              {clampNote}
            </p>
          </div>

          <ProductDescription description={product.description} />
        </div>
      </div>

      {product.isGrouped && <GroupedProducts productId={product.productId} cardSlots={cardSlots} />}
      <RelatedProducts
        productId={product.productId}
        categoryId={product.categoryId}
        cardSlots={cardSlots}
      />
      <RecentlyViewed productId={product.productId} cardSlots={cardSlots} />

      {/* Nothing to add when nothing is in stock: the page itself says so, and what to do. */}
      {barPurchase && product.inStock && buyAreaGone && (
        <StickyPurchaseBar
          render={barPurchase}
          price={offer.price}
          product={product}
          variationId={offer.variationId}
          quantity={quantity}
          inStock={inStockNow}
          showChoice={showChoice}
        />
      )}
    </div>
  );
}

function PriceLine({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const percent = discountPercent(offer.price, offer.oldPrice);
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <Price minor={offer.price} className="text-3xl font-bold text-neutral-900" />
      {percent !== null && (
        <>
          <s className="text-lg text-neutral-500">
            <span className="sr-only">{t('catalogue.oldPrice')} </span>
            <Price minor={offer.oldPrice} />
          </s>
          <span className="self-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            {t('catalogue.discount', { percent })}
          </span>
        </>
      )}
    </p>
  );
}

function StockStatus({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  if (!offer.inStock) {
    return (
      <p className="inline-flex rounded-full bg-neutral-900 px-3 py-1 text-sm font-semibold text-white">
        {t('catalogue.outOfStock')}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-green-800">
      <CircleCheck aria-hidden className="size-4 shrink-0" />
      {t('catalogue.inStock')}
      {offer.activeQty <= FEW_LEFT && (
        <span className="text-amber-800">
          · {t('catalogue.fewLeft', { count: offer.activeQty })}
        </span>
      )}
    </p>
  );
}

function Unavailable() {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2.5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t('catalogue.notAvailable')}</p>
        <p className="text-sm">{t('catalogue.notAvailableHint')}</p>
      </div>
    </div>
  );
}

function PriceFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      <CircleAlert aria-hidden className="size-5 shrink-0" />
      <p className="font-medium">{t('catalogue.priceFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1.5 rounded-full border border-red-300 bg-white px-3 py-1 text-sm font-semibold hover:bg-red-100"
      >
        <RotateCw aria-hidden className="size-3.5" />
        {t('app.error.retry')}
      </button>
    </div>
  );
}
