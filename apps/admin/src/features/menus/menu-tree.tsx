import { useDndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { AdminMenuItem } from '@storefront/contracts/admin-menus';
import { MAX_MENU_DEPTH } from '@storefront/contracts/menu-links';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useCategories } from '../../shared/api/list-categories.ts';
import { inLanguage } from '../../shared/localized.ts';
import {
  moveTarget,
  type TreeMove,
  type TreeNode,
  type TreeTarget,
} from '../../shared/tree-moves.ts';
import { iconButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { linkOf } from './link-kinds.ts';

/** A menu item as a node of the shared tree moves (its parent named as theirs is). */
export type MenuNode = AdminMenuItem & TreeNode;
export const asNodes = (items: readonly AdminMenuItem[]): MenuNode[] =>
  items.map((item) => ({ ...item, parentId: item.parentItemId }));

const MOVES: {
  move: TreeMove;
  symbol: string;
  label: 'menus.moveUp' | 'menus.moveDown' | 'menus.moveOut' | 'menus.moveIn';
  flip?: boolean;
}[] = [
  { move: 'up', symbol: '↑', label: 'menus.moveUp' },
  { move: 'down', symbol: '↓', label: 'menus.moveDown' },
  { move: 'outdent', symbol: '←', label: 'menus.moveOut', flip: true },
  { move: 'indent', symbol: '→', label: 'menus.moveIn', flip: true },
];

export interface TreeActions {
  onEdit: (item: AdminMenuItem) => void;
  onAddUnder: (item: AdminMenuItem) => void;
  onDelete: (item: AdminMenuItem) => void;
  onMove: (item: AdminMenuItem, target: TreeTarget) => void;
  busy: boolean;
}

const depthOf = (tree: readonly MenuNode[], item: MenuNode) => {
  let depth = 1;
  for (let at = item.parentId; at !== null; depth++)
    at = tree.find((node) => node.id === at)?.parentId ?? null;
  return depth;
};
const heightOf = (tree: readonly MenuNode[], id: number): number =>
  1 +
  Math.max(
    0,
    ...tree.filter((node) => node.parentId === id).map((node) => heightOf(tree, node.id)),
  );

/** The items under `parentId`, in order, each draggable among its siblings. */
export function MenuTreeList({
  parentId,
  tree,
  label,
  actions,
}: {
  parentId: number | null;
  tree: readonly MenuNode[];
  label?: string;
  actions: TreeActions;
}) {
  const children = tree.filter((item) => item.parentId === parentId);
  if (children.length === 0) return null;
  return (
    <SortableContext items={children.map((item) => item.id)} strategy={verticalListSortingStrategy}>
      <ul aria-label={label}>
        {children.map((item) => (
          <MenuTreeItem key={item.id} item={item} tree={tree} actions={actions} />
        ))}
      </ul>
    </SortableContext>
  );
}

/** Where an item links, in words: "Category: Electronics", "Product 12", "Home"… */
function LinkSummary({ route }: { route: string }) {
  const { t, lang } = useI18n();
  const categories = useCategories();
  const link = linkOf(route);
  const text = (() => {
    switch (link.kind) {
      case 'home':
        return t('menus.link.home');
      case 'category': {
        const category = categories.data?.find((each) => String(each.id) === link.value);
        return t('menus.link.category', {
          name: category ? inLanguage(category.name, lang) : link.value,
        });
      }
      case 'product':
        return t('menus.link.product', { id: link.value });
      case 'page':
        return t('menus.link.page', { id: link.value });
      case 'address':
        return t('menus.link.address', { address: link.value });
    }
  })();
  return (
    <span className="break-all text-xs text-neutral-600" dir="auto">
      {text}
    </span>
  );
}

function MenuTreeItem({
  item,
  tree,
  actions,
}: {
  item: MenuNode;
  tree: readonly MenuNode[];
  actions: TreeActions;
}) {
  const { t, lang } = useI18n();
  const name = inLanguage(item.title, lang);
  const other = lang === 'ar' ? item.title.en : item.title.ar;
  const depth = depthOf(tree, item);
  const { active } = useDndContext();
  const draggedParent = active?.data.current?.parentId;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: item.id,
    data: { parentId: item.parentId },
    disabled: { droppable: !!active && draggedParent !== item.parentId },
    attributes: { roleDescription: t('drag.roleDescription') },
  });
  const badge = 'rounded bg-neutral-200 px-1.5 py-0.5 text-xs';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 bg-white shadow-lg' : undefined}
    >
      <div
        className="flex flex-wrap items-center gap-2 border-b border-neutral-100 py-2 pe-2"
        style={{ paddingInlineStart: `${0.75 + (depth - 1) * 1.5}rem` }}
      >
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t('menus.drag', { name })}
          className={`${iconButtonClass} cursor-grab touch-none active:cursor-grabbing`}
        >
          <svg aria-hidden="true" viewBox="0 0 10 16" className="h-4 w-2.5" fill="currentColor">
            {[3, 8, 13].flatMap((cy) =>
              [2.5, 7.5].map((cx) => <circle key={`${cx} ${cy}`} cx={cx} cy={cy} r="1.5" />),
            )}
          </svg>
        </button>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium">{name}</span>
            {other && (
              <span
                lang={lang === 'ar' ? 'en' : 'ar'}
                dir="auto"
                className="text-xs text-neutral-600"
              >
                {other}
              </span>
            )}
            {!item.visible && <span className={badge}>{t('menus.hidden')}</span>}
            {!item.allowGuestUser && <span className={badge}>{t('menus.customersOnly')}</span>}
            {item.openInNewTab && <span className={badge}>{t('menus.newTab')}</span>}
          </p>
          <LinkSummary route={item.route} />
        </div>
        <span className="flex flex-wrap gap-1">
          {MOVES.map(({ move, symbol, label, flip }) => {
            const target = moveTarget(tree, item.id, move);
            const tooDeep =
              move === 'indent' &&
              target !== null &&
              depth + heightOf(tree, item.id) > MAX_MENU_DEPTH;
            return (
              <button
                key={move}
                type="button"
                className={iconButtonClass}
                aria-label={t(label, { name })}
                disabled={!target || tooDeep || actions.busy}
                onClick={() => target && actions.onMove(item, target)}
              >
                <span
                  aria-hidden="true"
                  className={flip ? 'rtl:-scale-x-100 inline-block' : undefined}
                >
                  {symbol}
                </span>
              </button>
            );
          })}
          <button
            type="button"
            className={secondaryButtonClass}
            aria-label={t('menus.edit', { name })}
            onClick={() => actions.onEdit(item)}
          >
            {t('menus.editShort')}
          </button>
          {depth < MAX_MENU_DEPTH && (
            <button
              type="button"
              className={secondaryButtonClass}
              aria-label={t('menus.addUnder', { name })}
              onClick={() => actions.onAddUnder(item)}
            >
              {t('menus.addUnderShort')}
            </button>
          )}
          <button
            type="button"
            className={secondaryButtonClass}
            aria-label={t('menus.delete', { name })}
            disabled={actions.busy}
            onClick={() => actions.onDelete(item)}
          >
            {t('menus.deleteShort')}
          </button>
        </span>
      </div>
      <MenuTreeList parentId={item.id} tree={tree} actions={actions} />
    </li>
  );
}
