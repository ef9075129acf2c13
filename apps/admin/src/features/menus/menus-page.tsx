import { closestCenter, DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { isApiError } from '@storefront/client/api-error';
import type { AdminMenu, AdminMenuItem } from '@storefront/contracts/admin-menus';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import '../../i18n/content.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { applyMove, dropTarget, type TreeMove, type TreeTarget } from '../../shared/tree-moves.ts';
import { dragAccessibility, useSortableSensors } from '../../shared/ui/drag-accessibility.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import {
  useAdminMenus,
  useCreateMenuItem,
  useDeleteMenuItem,
  useMoveMenuItem,
  useUpdateMenuItem,
} from './api.ts';
import { MenuItemForm } from './menu-item-form.tsx';
import { AddMenu, MenuSettings } from './menu-settings.tsx';
import { asNodes, controlId, MenuTreeList, type TreeActions } from './menu-tree.tsx';

type Editing =
  | { kind: 'new'; parent: AdminMenuItem | null }
  | { kind: 'edit'; item: AdminMenuItem };

const ADD_TOP = 'menus-add';
const OPPOSITE: Record<TreeMove, TreeMove> = {
  up: 'down',
  down: 'up',
  indent: 'outdent',
  outdent: 'indent',
};
const PANEL_TITLE = 'menu-panel-title';

/**
 * /admin/menus (content.manage): the shop's menus, one tab each, as trees. Add an item (at the
 * top or under another, 3 levels at most), edit it, move it (drag its handle among its
 * siblings, or the buttons: up, down, in under the item above, out after its parent), delete
 * it with everything under it. Every write answers the whole menu, which the page shows; the
 * shop shows it on its next page.
 */
export default function MenusPage() {
  const { t } = useI18n();
  const menus = useAdminMenus();
  // The first menu of a shop that had none: said (and focused) once the editor shows it.
  const [first, setFirst] = useState('');
  if (menus.isError) {
    return (
      <>
        <PageHeader title={t('menus.title')} />
        <LoadFailed
          error={menus.error}
          permission="content.manage"
          retry={() => void menus.refetch()}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('menus.title')} />
      <p className="-mt-2 mb-4 text-sm text-neutral-700">{t('menus.intro')}</p>
      {!menus.data ? (
        <Loading />
      ) : menus.data.length === 0 ? (
        <div className="space-y-3">
          <p className="text-sm text-neutral-600">{t('menus.noMenus')}</p>
          <AddMenu onAdded={(_menu, message) => setFirst(message)} />
        </div>
      ) : (
        <MenuEditor menus={menus.data} first={first} />
      )}
    </>
  );
}

/** One tab per menu, by its name; the arrow keys go from one to the next (ARIA tabs). */
function MenuTabs({
  menus,
  chosen,
  onChoose,
}: {
  menus: AdminMenu[];
  chosen: number;
  onChoose: (id: number) => void;
}) {
  const { t, lang, dir } = useI18n();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (index + 1) % menus.length
        : event.key === backward
          ? (index - 1 + menus.length) % menus.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? menus.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const menu = menus[next]!;
    onChoose(menu.id);
    document.getElementById(`menu-tab-${menu.id}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('menus.choose')}
      className="mb-4 flex flex-wrap gap-x-1 border-b border-neutral-200"
    >
      {menus.map((menu, index) => {
        const selected = menu.id === chosen;
        return (
          <button
            key={menu.id}
            id={`menu-tab-${menu.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="menu-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onChoose(menu.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              selected
                ? 'border-primary-strong text-neutral-900'
                : 'border-transparent text-neutral-600 hover:text-neutral-900'
            }`}
          >
            {inLanguage(menu.name, lang)}
          </button>
        );
      })}
    </div>
  );
}

/** `first`: the message of the shop's first menu, just added (the editor shows it). */
function MenuEditor({ menus, first }: { menus: AdminMenu[]; first: string }) {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const menu = menus.find((each) => String(each.id) === params.get('menu')) ?? menus[0]!;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [done, setDone] = useState(first);
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();
  const move = useMoveMenuItem();
  const remove = useDeleteMenuItem();
  const sensors = useSortableSensors();
  const pickedUp = useRef(false);

  // Where the focus goes once the page shows a change: the first of these ids that is there
  // and not disabled (a moved item's button is drawn again in its new place).
  const focusNext = useRef<string[] | null>(first ? [PANEL_TITLE] : null);
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    for (const id of wanted) {
      const element = document.getElementById(id);
      if (element && !(element instanceof HTMLButtonElement && element.disabled)) {
        focusNext.current = null;
        element.focus();
        return;
      }
    }
  });
  const [, redraw] = useState(0);
  const focusSoon = (...ids: string[]) => {
    focusNext.current = ids;
    redraw((n) => n + 1);
  };

  const stored = asNodes(menu.items);
  // While a move is being saved, the tree as it will be (the answer replaces it; a failure, not).
  const tree =
    move.isPending && move.variables?.menuId === menu.id
      ? applyMove(stored, move.variables.id, {
          parentId: move.variables.body.parentItemId,
          index: move.variables.body.index,
        })
      : stored;
  const nameOf = (id: UniqueIdentifier) => {
    const item = tree.find((each) => each.id === id);
    return item ? inLanguage(item.title, lang) : String(id);
  };
  const busy = move.isPending || remove.isPending;

  const choose = (id: number) => {
    if (id === menu.id) return;
    setParams({ menu: String(id) }, { replace: true });
    setEditing(null);
    setDone('');
    move.reset();
    remove.reset();
  };

  /** Sends a move; once answered, says where the item is now. */
  const moveTo = (item: AdminMenuItem, target: TreeTarget, focus: string[] = []) => {
    if (busy) return;
    // An index past the end (in under the item above: last) is its siblings' count.
    const siblings = stored.filter((n) => n.parentId === target.parentId && n.id !== item.id);
    const index = Math.min(target.index, siblings.length);
    setDone('');
    if (focus.length > 0) focusSoon(...focus);
    move.mutate(
      { menuId: menu.id, id: item.id, body: { parentItemId: target.parentId, index } },
      {
        onSuccess: (answer) => {
          const name = inLanguage(item.title, lang);
          const around = answer.items.filter((each) => each.parentItemId === target.parentId);
          const at = around.findIndex((each) => each.id === item.id) + 1;
          const parent = answer.items.find((each) => each.id === target.parentId);
          setDone(
            parent
              ? t('menus.movedUnder', {
                  name,
                  at,
                  count: around.length,
                  parent: inLanguage(parent.title, lang),
                })
              : t('menus.movedTop', { name, at, count: around.length }),
          );
        },
      },
    );
  };

  const opener = (which: Editing) =>
    which.kind === 'edit'
      ? controlId(which.item.id, 'edit')
      : which.parent
        ? controlId(which.parent.id, 'add')
        : ADD_TOP;
  const open = (which: Editing) => {
    create.reset();
    update.reset();
    setDone('');
    setEditing(which);
  };
  const close = () => {
    if (editing) focusSoon(opener(editing), PANEL_TITLE);
    setEditing(null);
  };

  const form = editing && (
    <MenuItemForm
      key={editing.kind === 'edit' ? `edit ${editing.item.id}` : `new ${editing.parent?.id ?? ''}`}
      item={editing.kind === 'edit' ? editing.item : undefined}
      heading={
        editing.kind === 'edit'
          ? t('menus.form.edit', { name: inLanguage(editing.item.title, lang) })
          : editing.parent
            ? t('menus.form.newUnder', { name: inLanguage(editing.parent.title, lang) })
            : t('menus.form.new')
      }
      error={editing.kind === 'edit' ? update.error : create.error}
      pending={editing.kind === 'edit' ? update.isPending : create.isPending}
      onCancel={close}
      onSubmit={(body) => {
        const name = inLanguage(body.title, lang);
        const finish = (message: string) => () => {
          close();
          setDone(message);
        };
        if (editing.kind === 'edit') {
          update.mutate(
            { menuId: menu.id, id: editing.item.id, body },
            { onSuccess: finish(t('menus.saved', { name })) },
          );
        } else {
          create.mutate(
            { menuId: menu.id, body: { ...body, parentItemId: editing.parent?.id ?? null } },
            { onSuccess: finish(t('menus.added', { name })) },
          );
        }
      }}
    />
  );

  const actions: TreeActions = {
    busy,
    editing:
      editing?.kind === 'edit'
        ? { kind: 'edit', id: editing.item.id }
        : editing?.parent
          ? { kind: 'under', id: editing.parent.id }
          : null,
    form,
    // The focus stays on the button pressed, or its opposite once at an end, or the handle.
    onMove: (item, kind, target) =>
      moveTo(item, target, [
        controlId(item.id, kind),
        controlId(item.id, OPPOSITE[kind]),
        controlId(item.id, 'drag'),
      ]),
    onEdit: (item) => open({ kind: 'edit', item }),
    onAddUnder: (item) => open({ kind: 'new', parent: item }),
    onDelete: (item) => {
      const name = inLanguage(item.title, lang);
      if (!window.confirm(t('menus.confirmDelete', { name }))) return;
      setDone('');
      if (editing) setEditing(null);
      remove.mutate(
        { menuId: menu.id, id: item.id },
        {
          onSuccess: () => {
            setDone(t('menus.deleted', { name }));
            focusSoon(PANEL_TITLE);
          },
        },
      );
    },
  };
  const failure = move.error ?? remove.error;
  const addingTop = editing?.kind === 'new' && editing.parent === null;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2 [&>[role=tablist]]:mb-0">
        <MenuTabs menus={menus} chosen={menu.id} onChoose={choose} />
        <AddMenu
          onAdded={(added, message) => {
            choose(added.id);
            setDone(message);
            // Its tab, once the list has it (a moment after the answer).
            focusSoon(`menu-tab-${added.id}`);
          }}
        />
      </div>
      <section
        id="menu-panel"
        role="tabpanel"
        aria-labelledby={`menu-tab-${menu.id}`}
        className={cardClass}
      >
        <h2
          id={PANEL_TITLE}
          tabIndex={-1}
          className="border-b border-neutral-200 p-3 font-semibold text-neutral-900"
        >
          {inLanguage(menu.name, lang)}
        </h2>
        <MenuSettings
          key={menu.id}
          menu={menu}
          onDone={setDone}
          onDeleted={(message) => {
            setParams({}, { replace: true });
            setDone(message);
            focusSoon(PANEL_TITLE);
          }}
        />
        <p role="status" className="px-3 pt-2 text-sm text-green-800 empty:hidden">
          {done}
        </p>
        {failure && (
          <p role="alert" className="px-3 pt-2 text-sm font-medium text-red-700">
            {isApiError(failure) ? failure.message : t('common.failed')}
          </p>
        )}
        {tree.length === 0 ? (
          <p className="p-6 text-center text-sm text-neutral-600">{t('menus.empty')}</p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            accessibility={dragAccessibility(t, nameOf, pickedUp)}
            onDragEnd={({ active, over }) => {
              const id = Number(active.id);
              const target = dropTarget(tree, id, over ? Number(over.id) : null);
              const item = tree.find((each) => each.id === id);
              if (target && item) moveTo(item, target);
            }}
          >
            <MenuTreeList
              parentId={null}
              tree={tree}
              label={inLanguage(menu.name, lang)}
              actions={actions}
            />
          </DndContext>
        )}
        <div className="p-3">
          {addingTop ? (
            form
          ) : (
            <button
              id={ADD_TOP}
              type="button"
              className={secondaryButtonClass}
              onClick={() => open({ kind: 'new', parent: null })}
            >
              <span aria-hidden="true">+</span>
              {t('menus.add')}
            </button>
          )}
        </div>
      </section>
    </>
  );
}
