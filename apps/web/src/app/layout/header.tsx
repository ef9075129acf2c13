import { pictureSources } from '@storefront/contracts/picture-copies';
import { routes } from '@storefront/contracts/routes';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageSelect } from '../../features/locale/index.ts';
import { useWishlistCount } from '../../features/wishlist/index.ts';
import { useThemeConfig } from '../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { CartButton } from './cart-button.tsx';
import { CountBadge } from './count-badge.tsx';
import { MainMenu } from './main-menu.tsx';
import { SearchForm } from './search-form.tsx';
import { iconButtonClass } from './styles.ts';
import { UserMenu } from './user-menu.tsx';

/** Spec 2 shared layout: the sticky header. */
export function Header() {
  const { t } = useTranslation();
  const { data: theme } = useThemeConfig();
  const wishlistCount = useWishlistCount();
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
          <CartButton />
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
          {...pictureSources(theme.logo, undefined, '128px')}
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
