import { routes } from '@storefront/contracts/routes';
import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCartCount } from '../../features/cart/hooks/use-cart-count.ts';
import { useTranslation } from '../../features/i18n/catalogue-store.ts';
import { LanguageSelect } from '../../features/i18n/components/language-select.tsx';
import { useThemeConfig } from '../../features/theme/api/get-theme-config.ts';
import { useWishlistCount } from '../../features/wishlist/hooks/use-wishlist-count.ts';
import { MainMenu } from './main-menu.tsx';
import { SearchForm } from './search-form.tsx';
import { iconButtonClass } from './styles.ts';
import { UserMenu } from './user-menu.tsx';

/** Spec 2 shared layout: the sticky header. */
export function Header() {
  const { t } = useTranslation();
  const { data: theme } = useThemeConfig();
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  const languages = theme?.languages ?? [];

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:gap-4">
        <div className="lg:hidden">
          <MainMenu variant="mobile" />
        </div>
        <Logo />
        <SearchForm className="mx-auto hidden max-w-xl flex-1 md:block" />
        <div className="ms-auto flex items-center gap-0.5 sm:gap-1 md:ms-0">
          <LanguageSelect available={languages} className="me-1 hidden md:flex" />
          <UserMenu />
          <Link
            to={routes.wishlist}
            aria-label={t('header.wishlist', { count: wishlistCount })}
            className={iconButtonClass}
          >
            <Heart aria-hidden className="size-6" />
            <CountBadge count={wishlistCount} />
          </Link>
          <Link
            to={routes.cart}
            aria-label={t('header.cart', { count: cartCount })}
            className={iconButtonClass}
          >
            <ShoppingCart aria-hidden className="size-6 rtl:-scale-x-100" />
            <CountBadge count={cartCount} />
          </Link>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 pb-3 sm:px-4 md:hidden">
        <SearchForm className="flex-1" />
        <LanguageSelect available={languages} />
      </div>
      <div className="hidden border-t border-neutral-100 lg:block">
        <div className="mx-auto max-w-7xl px-4 py-1">
          <MainMenu variant="desktop" />
        </div>
      </div>
    </header>
  );
}

/** The visible count; the link's own name already says it, so screen readers skip this. */
function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden
      className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-strong px-1 text-[11px] leading-none font-semibold text-white tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

function Logo() {
  const { t } = useTranslation();
  const { data: theme, isPending } = useThemeConfig();
  // The link is there from the first frame (the header's first link is always the logo).
  if (isPending || !theme) {
    return (
      <Link to={routes.home} className="flex shrink-0 items-center rounded-md">
        <span aria-hidden className="h-9 w-28 animate-pulse rounded-md bg-neutral-200" />
        <span className="sr-only">{t('header.home')}</span>
      </Link>
    );
  }
  const label = t('header.logoAlt', { title: theme.title });
  return (
    <Link to={routes.home} className="flex shrink-0 items-center rounded-md">
      {theme.logo ? (
        <img
          src={theme.logo}
          alt={label}
          width={120}
          height={40}
          className="h-9 w-auto max-w-32 object-contain object-start sm:h-10"
        />
      ) : (
        <>
          <span aria-hidden className="text-xl font-bold text-neutral-900">
            {theme.title}
          </span>
          <span className="sr-only">{label}</span>
        </>
      )}
    </Link>
  );
}
