import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';
import type { ProductPurchase } from './product-purchase-slot.tsx';

/** What the sticky bar's button knows: the buy area's choice, and a way back to it. */
export interface BarPurchase extends ProductPurchase {
  /**
   * Brings the choice (the attribute picker, or the buy area) back into view and focus: what the
   * bar's button does when the current choice cannot be bought, so the shopper sees why.
   */
  showChoice: () => void;
}

/** The CSS variable with the bar's height while it shows: the back-to-top button floats above. */
const BAR_HEIGHT_VARIABLE = '--sticky-bar-height';

/**
 * Issue 29: on a phone (below 768 px), once the page's "Add to cart" has scrolled away, a bar at
 * the bottom of the screen with the product's name, its price and a button that adds the same
 * choice. The page mounts it only then, so there is never a second "Add to cart" in view. It
 * stands clear of the home indicator (safe area), and while it shows the page gets as much room
 * at its end, so the footer's last lines can still be scrolled above it.
 */
export function StickyPurchaseBar({
  render,
  price,
  ...purchase
}: Omit<BarPurchase, 'checking'> & {
  render: (purchase: BarPurchase) => ReactNode;
  /** The current choice's unit price (fils). */
  price: number;
}) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  const checking =
    useIsFetching({
      queryKey: ['catalogue', 'price', { productId: purchase.product.productId }],
    }) > 0;
  useRoomAtPageEnd(bar);

  return (
    <section
      ref={bar}
      aria-label={t('catalogue.quickBuy')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur transition-transform duration-200 starting:translate-y-full md:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-neutral-800">
            {purchase.product.productName}
          </p>
          <Price minor={price} className="font-bold text-neutral-900" />
        </div>
        {render({ ...purchase, checking })}
      </div>
    </section>
  );
}

/** While the bar is on screen, the page ends that much lower (0 when hidden at md and up). */
function useRoomAtPageEnd(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const makeRoom = () => {
      const height = element.offsetHeight;
      document.body.style.paddingBlockEnd = height ? `${height}px` : '';
      root.style.setProperty(BAR_HEIGHT_VARIABLE, `${height}px`);
    };
    makeRoom();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(makeRoom);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBlockEnd = '';
      root.style.removeProperty(BAR_HEIGHT_VARIABLE);
    };
  }, [bar]);
}
