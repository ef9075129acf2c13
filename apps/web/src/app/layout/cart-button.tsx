import { routes } from '@storefront/contracts/routes';
import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useCartCount } from '../../features/cart/index.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { CountBadge } from './count-badge.tsx';
import { iconButtonClass } from './styles.ts';

const loadPopover = () => import('./cart-popover.tsx');
const CartPopover = lazy(loadPopover);

/** Tailwind's `md` (48rem, 768 px): from here the cart opens a drop-down (spec 2). */
const WIDE = '(min-width: 48rem)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isWide = () => window.matchMedia?.(WIDE).matches ?? false;

/** Whether the window is 768 px wide or more, kept up to date as it is resized. */
function useWideScreen(): boolean {
  return useSyncExternalStore(subscribeToWidth, isWide, () => false);
}

/**
 * The header's cart (spec 2 Cart drop-down). Under 768 px it is a link straight to /cart; from
 * 768 px a button that opens the drop-down (one or the other is rendered, never both, so the
 * control has one name in the page). Until first used the button is a plain one, so Base
 * UI's popover and the drop-down's code are not part of the first load (decision 17): hovering
 * or focusing it fetches them, pressing it opens the real popover.
 */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  const [active, setActive] = useState(false);
  const wide = useWideScreen();
  const label = t('header.cart', { count });
  const prefetch = () => {
    void loadPopover();
  };

  const placeholder = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setActive(true)}
      className={iconButtonClass}
    >
      <CartIcon count={count} />
    </button>
  );

  if (!wide) {
    return (
      <Link to={routes.cart} aria-label={label} className={iconButtonClass}>
        <CartIcon count={count} />
      </Link>
    );
  }
  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CartPopover label={label}>
        <CartIcon count={count} />
      </CartPopover>
    </Suspense>
  );
}

function CartIcon({ count }: { count: number }) {
  return (
    <>
      <ShoppingCart aria-hidden className="size-6 rtl:-scale-x-100" />
      <CountBadge count={count} />
    </>
  );
}
