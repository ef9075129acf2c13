import type { DataList } from '@storefront/contracts/catalogue';
import { pictureSources } from '@storefront/contracts/picture-copies';
import { ArrowRight, Tag } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { ListFailed } from '../../../shared/ui/list-failed.tsx';
import { useCategoryListItems, useProductListItems } from '../api/get-data-list-items.ts';
import { useDataLists } from '../api/get-data-lists.ts';
import { categoryRoute } from '../category-route.ts';
import { GroupTabs } from './group-tabs.tsx';
import type { CardSlots } from './product-card.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

interface DataListsProps {
  /** The category tiles from the main menu, shown when no category data list exists. */
  menuTiles: ReactNode;
  /** The cart and wishlist buttons of each product card. */
  cardSlots: CardSlots;
}

/**
 * The home page below the hero, composed from the data lists (spec 7, GET v2/data-lists) in
 * their order: product lists as rails of cards, category lists as tiles. Without a category
 * list the main menu's category tiles come first; if the lists cannot be had at all, the menu
 * tiles are the home page, as before. Loaded after the hero (its own chunk), pictures lazily.
 */
export function DataLists({ menuTiles, cardSlots }: DataListsProps) {
  const lists = useDataLists();
  if (lists.isPending) return <ListsSkeleton />;
  if (lists.isError) return menuTiles;
  const hasCategoryList = lists.data.some((list) => list.kind === 'category');
  return (
    <>
      {!hasCategoryList && menuTiles}
      {lists.data.map((list) =>
        list.kind === 'product' ? (
          <ProductListSection key={list.listId} list={list} cardSlots={cardSlots} />
        ) : (
          <CategoryListSection key={list.listId} list={list} />
        ),
      )}
    </>
  );
}

function ListsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <span className="sr-only">{t('app.loading')}</span>
      <div aria-hidden className="mb-5 h-7 w-56 animate-pulse rounded-lg bg-neutral-200" />
      <ProductGridSkeleton layout="rail" />
    </div>
  );
}

/** A list: its name as the heading, and its groups as tabs when it has more than one. */
function ListSection({
  list,
  children,
}: {
  list: DataList;
  children: (groupId: number | undefined) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h2 id={headingId} className="mb-5 text-2xl font-bold tracking-tight text-neutral-900">
        {list.name}
      </h2>
      {list.groups.length > 1 ? (
        <GroupTabs groups={list.groups} labelledBy={headingId}>
          {(group) => children(group.groupId)}
        </GroupTabs>
      ) : (
        children(list.groups[0]?.groupId)
      )}
    </section>
  );
}

/**
 * A product list's cards: the whole list's items when it has one group, the shown group's
 * otherwise. A list with nothing to show is left out.
 */
function ProductListSection({ list, cardSlots }: { list: DataList; cardSlots: CardSlots }) {
  const single = list.groups.length <= 1;
  const items = useProductListItems(list.listId, single ? undefined : list.groups[0]?.groupId);
  if (single && items.data?.length === 0) return null;
  return (
    <ListSection list={list}>
      {(groupId) => (
        <ProductItems
          listId={list.listId}
          groupId={single ? undefined : groupId}
          cardSlots={cardSlots}
        />
      )}
    </ListSection>
  );
}

function ProductItems({
  listId,
  groupId,
  cardSlots,
}: {
  listId: number;
  groupId: number | undefined;
  cardSlots: CardSlots;
}) {
  const { t } = useTranslation();
  const items = useProductListItems(listId, groupId);
  if (items.isError) {
    return <ListFailed message={t('catalogue.listFailed')} onRetry={() => items.refetch()} />;
  }
  if (!items.data) return <ProductGridSkeleton layout="rail" />;
  return <ProductGrid products={items.data} layout="rail" cardSlots={cardSlots} />;
}

function CategoryListSection({ list }: { list: DataList }) {
  return (
    <ListSection list={list}>
      {(groupId) =>
        groupId !== undefined && <CategoryTiles listId={list.listId} groupId={groupId} />
      }
    </ListSection>
  );
}

const tileGrid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';

function CategoryTiles({ listId, groupId }: { listId: number; groupId: number }) {
  const { t } = useTranslation();
  const items = useCategoryListItems(listId, groupId);
  if (items.isError) {
    return <ListFailed message={t('catalogue.listFailed')} onRetry={() => items.refetch()} />;
  }
  if (!items.data) {
    return (
      <ul aria-hidden className={tileGrid}>
        {[1, 2, 3, 4, 5].map((n) => (
          <li key={n} className="h-40 animate-pulse rounded-2xl bg-neutral-100" />
        ))}
      </ul>
    );
  }
  return (
    <ul className={tileGrid}>
      {items.data.map((category) => (
        <li key={category.categoryId}>
          <Link
            to={categoryRoute(category.categoryId)}
            className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-4 text-center shadow-xs transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
          >
            {category.picture ? (
              <img
                {...pictureSources(category.picture.path, category.picture.width, '128px')}
                alt=""
                width={category.picture.width}
                height={category.picture.height}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full max-w-32 rounded-full bg-neutral-100 object-cover"
              />
            ) : (
              <span className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary-strong">
                <Tag aria-hidden className="size-7" />
              </span>
            )}
            <span className="font-semibold text-neutral-900">{category.name}</span>
            <span
              aria-hidden
              className="inline-flex items-center gap-1 text-sm font-medium text-primary-strong"
            >
              {t('home.explore')}
              <ArrowRight className="size-3.5 rtl:-scale-x-100" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
