import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { AdminMenuItem } from '@storefront/contracts/admin-menus';
import { MAX_MENU_DEPTH } from '@storefront/contracts/menu-links';
import type { CSSProperties, ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useCategories } from '../../shared/api/list-categories.ts';
import { inLanguage } from '../../shared/localized.ts';
import {
  depthOf,
  heightOf,
  moveTarget,
  type TreeMove,
  type TreeNode,
  type TreeTarget,
} from '../../shared/tree-moves.ts';
import {
  dangerButtonClass,
  iconButtonClass,
  secondaryButtonClass,
} from '../../shared/ui/styles.ts';
import { DragHandle, useTreeSortable } from '../../shared/ui/tree-sortable.tsx';
import { linkOf } from './link-kinds.ts';

/** A menu item as a node of the shared tree moves (its parent named as theirs is). */
export type MenuNode = AdminMenuItem & TreeNode;
export const asNodes = (items: readonly AdminMenuItem[]): MenuNode[] =>
  items.map((item) => ({ ...item, parentId: item.parentItemId }));

/** The id of one of an item's controls: the focus goes back to it after a change. */
export const controlId = (itemId: number, control: TreeMove | 'drag' | 'edit' | 'add' | 'delete') =>
  `menu-item-${itemId}-${control}`;

const MOVES = [
  { move: 'up', symbol: '↑', label: 'menus.moveUp', hint: 'menus.moveUpHint' },
  { move: 'down', symbol: '↓', label: 'menus.moveDown', hint: 'menus.moveDownHint' },
  { move: 'outdent', symbol: '←', label: 'menus.moveOut', hint: 'menus.moveOutHint', flip: true },
  { move: 'indent', symbol: '→', label: 'menus.moveIn', hint: 'menus.moveInHint', flip: true },
] as const;

/** What the tree's items do, and where the item form is open. */
export interface TreeActions {
  onEdit: (item: AdminMenuItem) => void;
  onAddUnder: (item: AdminMenuItem) => void;
  onDelete: (item: AdminMenuItem) => void;
  onMove: (item: AdminMenuItem, move: TreeMove, target: TreeTarget) => void;
  /** A write is on its way: the buttons stay focusable but do nothing. */
  busy: boolean;
  /** The item whose form is open in its place, or under which a new one is being added. */
  editing: { kind: 'edit' | 'under'; id: number } | null;
  form: ReactNode;
}

/** Each level's indent: narrower on a phone, so a third level still has room. */
const indent = (depth: number) => ({ '--menu-depth': depth - 1 }) as CSSProperties;
const indentClass =
  'ps-[calc(0.5rem+var(--menu-depth)*1.25rem)] sm:ps-[calc(0.75rem+var(--menu-depth)*1.75rem)]';

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

/** Where an item links, in words: "Category: Electronics", "Product #12", "Home"… */
function LinkSummary({ route }: { route: string }) {
  const { t, lang } = useI18n();
  const categories = useCategories();
  const link = linkOf(route);
  switch (link.kind) {
    case 'home':
      return <>{t('menus.link.home')}</>;
    case 'category': {
      const category = categories.data?.find((each) => String(each.id) === link.value);
      return (
        <>
          {t('menus.link.category', {
            name: category ? inLanguage(category.name, lang) : `#${link.value}`,
          })}
        </>
      );
    }
    case 'product':
      return <>{t('menus.link.product', { id: link.value })}</>;
    case 'page':
      return <>{t('menus.link.page', { id: link.value })}</>;
    case 'address':
      return (
        <span dir="ltr" className="break-all">
          {link.value}
        </span>
      );
  }
}

const badgeClass = 'rounded bg-neutral-200 px-1.5 py-0.5 text-xs text-neutral-800';
// A row's worded buttons, a little narrower on a phone: a row's seven buttons fit on one line.
const narrow = (buttonClass: string) => buttonClass.replace('px-3', 'px-2 sm:px-3');
const editClass = narrow(secondaryButtonClass);
const deleteClass = narrow(dangerButtonClass);

/**
 * One item of the tree: its title (the other language's beside it), where it links, its badges,
 * a drag handle (among its siblings), the moves, edit, add under it, delete; the items under it
 * below it, and the item form in its place (editing) or under its items (adding under it).
 */
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
  const other = lang === 'ar' ? (item.title.ar?.trim() ? item.title.en : undefined) : item.title.ar;
  const depth = depthOf(tree, item.id);
  const editing = actions.editing?.id === item.id ? actions.editing.kind : null;
  const { row, handle } = useTreeSortable(item.id, item.parentId, editing !== 'edit');
  return (
    <li {...row}>
      {editing === 'edit' ? (
        <div
          className={`border-b border-neutral-100 py-2 pe-2 ${indentClass}`}
          style={indent(depth)}
        >
          {actions.form}
        </div>
      ) : (
        <div
          className={`flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-neutral-100 py-2 pe-2 ${indentClass}`}
          style={indent(depth)}
        >
          <DragHandle
            {...handle}
            id={controlId(item.id, 'drag')}
            aria-label={t('menus.drag', { name })}
          />
          <div className="min-w-0 flex-1 basis-40">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="break-words font-medium text-neutral-900">{name}</span>
              {other && (
                <span
                  lang={lang === 'ar' ? 'en' : 'ar'}
                  dir={lang === 'ar' ? 'ltr' : 'rtl'}
                  className="break-words text-sm text-neutral-600"
                >
                  {other}
                </span>
              )}
            </p>
            <p className="break-words text-xs text-neutral-600">
              <LinkSummary route={item.route} />
            </p>
            {(!item.visible || !item.allowGuestUser || item.openInNewTab || !item.title.ar) && (
              <p className="mt-1 flex flex-wrap gap-1">
                {!item.visible && <span className={badgeClass}>{t('menus.hidden')}</span>}
                {!item.allowGuestUser && (
                  <span className={badgeClass}>{t('menus.customersOnly')}</span>
                )}
                {item.openInNewTab && <span className={badgeClass}>{t('menus.newTab')}</span>}
                {!item.title.ar && (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                    {t('menus.noArabic')}
                  </span>
                )}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-1">
            {MOVES.map(({ move, symbol, label, hint, ...rest }) => {
              const target = moveTarget(tree, item.id, move);
              // In under the item above: its whole branch one level deeper, within the limit.
              const tooDeep = move === 'indent' && depth + heightOf(tree, item.id) > MAX_MENU_DEPTH;
              return (
                <button
                  key={move}
                  id={controlId(item.id, move)}
                  type="button"
                  className={iconButtonClass}
                  aria-label={t(label, { name })}
                  title={t(hint)}
                  disabled={!target || tooDeep}
                  // Not disabled while saving: the focused button would lose the focus.
                  aria-disabled={actions.busy || undefined}
                  onClick={() => target && !actions.busy && actions.onMove(item, move, target)}
                >
                  <span
                    aria-hidden="true"
                    className={'flip' in rest ? 'inline-block rtl:-scale-x-100' : undefined}
                  >
                    {symbol}
                  </span>
                </button>
              );
            })}
            <button
              id={controlId(item.id, 'edit')}
              type="button"
              className={editClass}
              aria-label={t('menus.edit', { name })}
              onClick={() => actions.onEdit(item)}
            >
              {t('menus.editShort')}
            </button>
            {depth < MAX_MENU_DEPTH && (
              <button
                id={controlId(item.id, 'add')}
                type="button"
                className={editClass}
                aria-label={t('menus.addUnder', { name })}
                onClick={() => actions.onAddUnder(item)}
              >
                {t('menus.addUnderShort')}
              </button>
            )}
            <button
              id={controlId(item.id, 'delete')}
              type="button"
              className={deleteClass}
              aria-label={t('menus.delete', { name })}
              aria-disabled={actions.busy || undefined}
              onClick={() => !actions.busy && actions.onDelete(item)}
            >
              {t('menus.deleteShort')}
            </button>
          </div>
        </div>
      )}
      <MenuTreeList parentId={item.id} tree={tree} actions={actions} />
      {editing === 'under' && (
        <div
          className={`border-b border-neutral-100 py-2 pe-2 ${indentClass}`}
          style={indent(depth + 1)}
        >
          {actions.form}
        </div>
      )}
    </li>
  );
}
