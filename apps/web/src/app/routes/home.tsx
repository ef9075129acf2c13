import { routes } from '@storefront/contracts/routes';
import {
  ArrowRight,
  Dumbbell,
  type LucideIcon,
  Shirt,
  ShoppingBag,
  Smartphone,
  Sofa,
  Sparkles,
  Tag,
} from 'lucide-react';
import { useTranslation } from '../../features/i18n/catalogue-store.ts';
import { MenuLink } from '../../features/menus/components/menu-link.tsx';
import { useMenuTree } from '../../features/menus/hooks/use-menu-tree.ts';
import type { MenuNode } from '../../features/menus/menu-tree.ts';
import { useSession } from '../../features/session/hooks/use-session.ts';
import { useThemeConfig } from '../../features/theme/api/get-theme-config.ts';

/** Menu item `icon` names the home tiles know; anything else gets a tag. */
const tileIcons: Record<string, LucideIcon> = {
  smartphone: Smartphone,
  electronics: Smartphone,
  shirt: Shirt,
  fashion: Shirt,
  sofa: Sofa,
  home: Sofa,
  sparkles: Sparkles,
  beauty: Sparkles,
  dumbbell: Dumbbell,
  sports: Dumbbell,
};

/**
 * Spec 2 home: a hero with the shop's title and description, and shortcuts to the categories
 * under the main menu's first item that has children (the seeded "Shop").
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { data: theme, isPending, isError, error } = useThemeConfig();
  const { isLoggedIn } = useSession();
  const { tree } = useMenuTree(theme?.main_menu, !isLoggedIn);

  if (isError) throw error;
  if (isPending) return <HeroSkeleton />;

  const shop = tree.find((node) => node.children.length > 0);
  const shopRoute = shop?.item.route ?? routes.filterSearch('');

  return (
    <>
      <section className="relative overflow-hidden bg-linear-to-br from-primary/20 via-white to-secondary/10">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 md:grid-cols-[3fr_2fr] lg:py-20">
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-neutral-900 sm:text-5xl">
              {t('home.heroTitle', { title: theme.title })}
            </h1>
            {theme.metadata_description && (
              <p className="mt-5 max-w-prose text-lg text-pretty text-neutral-700">
                {t('home.heroBody', { description: theme.metadata_description })}
              </p>
            )}
            <div className="mt-8 flex flex-wrap gap-3">
              <HeroLink node={shop} fallbackRoute={shopRoute}>
                {t('home.shopNow')}
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </HeroLink>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      {shop && <CategoryTiles shop={shop} />}
    </>
  );
}

const primaryButton =
  'inline-flex items-center gap-2 rounded-full bg-primary-strong px-6 py-3 text-base font-semibold text-white shadow-sm hover:brightness-90';

function HeroLink({
  node,
  fallbackRoute,
  children,
}: {
  node: MenuNode | undefined;
  fallbackRoute: string;
  children: React.ReactNode;
}) {
  const item = node?.item ?? {
    menuItemId: 0,
    parentItemId: null,
    title: '',
    route: fallbackRoute,
    icon: null,
    openInNewTab: false,
    allowGuestUser: true,
  };
  return (
    <MenuLink item={{ ...item, openInNewTab: false }} className={primaryButton}>
      {children}
    </MenuLink>
  );
}

function CategoryTiles({ shop }: { shop: MenuNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <h2 id="home-categories" className="text-2xl font-bold tracking-tight text-neutral-900">
        {t('home.browse')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {shop.children.map((child) => {
          const Icon = tileIcons[child.item.icon?.toLowerCase() ?? ''] ?? Tag;
          return (
            <li key={child.item.menuItemId}>
              <MenuLink
                item={child.item}
                className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-5 text-center shadow-xs transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
              >
                <span className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary-strong transition group-hover:bg-primary/25">
                  <Icon aria-hidden className="size-7" />
                </span>
                <span className="font-semibold text-neutral-900">{child.item.title}</span>
                <span className="inline-flex items-center gap-1 text-sm font-medium text-primary-strong">
                  {t('home.explore')}
                  <ArrowRight aria-hidden className="size-3.5 rtl:-scale-x-100" />
                </span>
              </MenuLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A calm, decorative composition in the theme colours (hidden from assistive technology). */
function HeroArt() {
  return (
    <div aria-hidden className="relative mx-auto hidden aspect-square w-full max-w-sm md:block">
      <div className="absolute inset-6 rounded-full bg-primary/25" />
      <div className="absolute inset-16 rounded-full bg-primary/35" />
      <div className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-36 items-center justify-center rounded-[2.5rem] bg-white text-secondary shadow-xl">
          <ShoppingBag className="size-20" strokeWidth={1.5} />
        </span>
      </div>
      <span className="absolute end-8 top-10 flex size-14 items-center justify-center rounded-2xl bg-white text-primary-strong shadow-lg">
        <Tag className="size-7" />
      </span>
      <span className="absolute start-6 bottom-12 flex size-12 items-center justify-center rounded-2xl bg-white text-primary-strong shadow-lg">
        <Sparkles className="size-6" />
      </span>
    </div>
  );
}

function HeroSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="bg-neutral-50">
      <span className="sr-only">{t('app.loading')}</span>
      <div aria-hidden className="mx-auto max-w-7xl animate-pulse px-4 py-12 sm:py-16 lg:py-24">
        <div className="h-10 w-3/4 max-w-lg rounded-lg bg-neutral-200" />
        <div className="mt-5 h-5 w-full max-w-md rounded bg-neutral-200" />
        <div className="mt-2 h-5 w-2/3 max-w-sm rounded bg-neutral-200" />
        <div className="mt-8 h-12 w-36 rounded-full bg-neutral-200" />
      </div>
    </div>
  );
}
