import { routes } from '@storefront/contracts/routes';
import { ArrowRight, ShoppingBag, Sparkles, Tag } from 'lucide-react';
import { MenuLink, type MenuNode, useMenuTree } from '../../features/menus/index.ts';
import { useSession } from '../../features/sessions/index.ts';
import { deferredIsland } from '../../lib/islands.tsx';
import { useThemeConfig } from '../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

// Below the hero, in a chunk of its own (product cards, prices, tile icons): the hero shows at
// once and the first load keeps its budget. routes.tsx starts loading the same chunk beside
// this page's. The hero only shows things; the lists answer touches once they are seen (an island
// on a page of islands, decision 66).
const DataListSections = deferredIsland(
  'homeLists',
  () => import('./data-list-sections.tsx').then((m) => m.default),
  'visible',
  <SectionsPlaceholder />,
);

/**
 * Spec 2 home: a hero with the shop's title and description, then the data lists (spec 7):
 * product lists and category tiles. Without a category list, the tiles are the categories under
 * the main menu's first item that has children (the seeded "Shop").
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

      <DataListSections shop={shop} />
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

/** Keeps the place of the lists while their code loads (a moment: the chunk is small). */
function SectionsPlaceholder() {
  return <div aria-hidden className="min-h-96" />;
}
