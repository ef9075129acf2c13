import { routes } from '@storefront/contracts/routes';
import { ArrowLeft, CircleAlert, RotateCw, ShoppingCart } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useCart } from '../api/get-cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { CartLine } from './cart-line.tsx';
import { ClearCartButton } from './clear-cart-button.tsx';
import { OrderSummary } from './order-summary.tsx';

/**
 * The cart page's content under its title: lines, clear, and the order summary; or the empty
 * cart, a skeleton while it loads, and a retry when it cannot be loaded. `freeDelivery` (the
 * shipping feature's line, issue 29) goes above the lines, where a phone shows it first.
 */
export function CartView({ freeDelivery }: { freeDelivery?: ReactNode } = {}) {
  const { t } = useTranslation();
  const cart = useCart();
  const remove = useRemoveCartItem();
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const linesTitleId = useId();
  /** The position of the line just removed: focus goes to the line that takes its place. */
  const removedAt = useRef<number | null>(null);
  const items = cart.data?.items;
  const hadItems = useRef(false);

  useEffect(() => {
    if (!items) return;
    const index = removedAt.current;
    removedAt.current = null;
    if (items.length === 0) {
      // The last line went (removed or cleared): say so where focus was.
      if (hadItems.current) emptyRef.current?.focus();
    } else if (index !== null) {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
      buttons?.[Math.min(index, buttons.length - 1)]?.focus();
    }
    hadItems.current = items.length > 0;
  }, [items]);

  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) return <CartError onRetry={() => void cart.refetch()} />;

  const data = cart.data;
  if (data.items.length === 0) {
    return (
      <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center">
        <ShoppingCart aria-hidden className="size-10 text-neutral-400 rtl:-scale-x-100" />
        <h2
          ref={emptyRef}
          tabIndex={-1}
          className="mt-4 text-xl font-semibold text-neutral-900 outline-none"
        >
          {t('cart.empty')}
        </h2>
        <p className="mt-2 text-neutral-700">{t('cart.emptyHint')}</p>
        <Link
          to={routes.home}
          className="mt-6 inline-flex items-center gap-2 rounded-full bg-primary-strong px-6 py-2.5 font-semibold text-white hover:brightness-90"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:gap-12">
      <section aria-labelledby={linesTitleId}>
        <h2 id={linesTitleId} className="sr-only">
          {t('cart.dropDown.items')}
        </h2>
        {freeDelivery}
        <ul ref={listRef} className="divide-y divide-neutral-200 border-y border-neutral-200">
          {data.items.map((item, index) => (
            <CartLine
              key={item.itemId}
              item={item}
              onRemove={() => {
                removedAt.current = index;
                remove.mutate(item);
              }}
            />
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Link
            to={routes.home}
            className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-100"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('cart.continueShopping')}
          </Link>
          <ClearCartButton />
        </div>
      </section>
      <OrderSummary cart={data} />
    </div>
  );
}

function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <span className="sr-only">{t('app.loading')}</span>
      <div
        aria-hidden
        className="animate-pulse divide-y divide-neutral-200 border-y border-neutral-200"
      >
        {[1, 2, 3].map((n) => (
          <div key={n} className="flex gap-4 py-5">
            <div className="size-20 shrink-0 rounded-lg bg-neutral-100 sm:size-24" />
            <div className="flex-1 space-y-2.5 py-1">
              <div className="h-4 w-3/5 rounded bg-neutral-200" />
              <div className="h-3 w-1/4 rounded bg-neutral-200" />
              <div className="h-3 w-1/5 rounded bg-neutral-200" />
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden className="h-72 animate-pulse rounded-2xl bg-neutral-100" />
    </div>
  );
}

function CartError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mt-8 flex flex-wrap items-center gap-3 rounded-2xl bg-red-50 p-6 text-red-900"
    >
      <CircleAlert aria-hidden className="size-5 shrink-0" />
      <p className="font-medium">{t('cart.loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1.5 rounded-full bg-red-900 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
      >
        <RotateCw aria-hidden className="size-4" />
        {t('app.error.retry')}
      </button>
    </div>
  );
}
