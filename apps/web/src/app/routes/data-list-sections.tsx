import {
  ArrowRight,
  Dumbbell,
  type LucideIcon,
  Shirt,
  Smartphone,
  Sofa,
  Sparkles,
  Tag,
} from 'lucide-react';
import { DataLists } from '../../features/catalogue/index.ts';
import { MenuLink, type MenuNode } from '../../features/menus/index.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { productCardSlots } from './product-card-slots.tsx';

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
 * The home page below the hero (a lazy chunk of home.tsx): the data lists, and the category
 * tiles of the main menu's "Shop" item when the shop has no category list (or no lists at all).
 * Its name leaves out "home" on purpose: bench/bundle.ts takes the first lazy module whose path
 * says "home" for the home route, and this one is loaded after the first load, not in it.
 */
export default function DataListSections({ shop }: { shop: MenuNode | undefined }) {
  return (
    <DataLists menuTiles={shop && <CategoryTiles shop={shop} />} cardSlots={productCardSlots} />
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
