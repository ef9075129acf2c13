import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { isApiError } from '@storefront/client/api-error';
import type { AdminMenu, AdminMenuItem } from '@storefront/contracts/admin-menus';
import { useRef, useState } from 'react';
import '../../i18n/content.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { applyMove, dropTarget, type TreeTarget } from '../../shared/tree-moves.ts';
import { dragAccessibility } from '../../shared/ui/drag-accessibility.ts';
import { SelectField } from '../../shared/ui/field.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass, primaryButtonClass } from '../../shared/ui/styles.ts';
import {
  useAdminMenus,
  useCreateMenuItem,
  useDeleteMenuItem,
  useMoveMenuItem,
  useUpdateMenuItem,
} from './api.ts';
import { MenuItemForm } from './menu-item-form.tsx';
import { asNodes, MenuTreeList } from './menu-tree.tsx';

type Editing =
  | { kind: 'new'; parent: AdminMenuItem | null }
  | { kind: 'edit'; item: AdminMenuItem };

function MenuEditor({ menus }: { menus: AdminMenu[] }) {
  const { t, lang } = useI18n();
  const [menuId, setMenuId] = useState(menus[0]!.id);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [done, setDone] = useState('');
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();
  const move = useMoveMenuItem();
  const remove = useDeleteMenuItem();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const pickedUp = useRef(false);
  const menu = menus.find((each) => each.id === menuId) ?? menus[0]!;
  const stored = asNodes(menu.items);
  // While a move is being saved, the tree as it will be (the answer replaces it; a failure, not).
  const tree =
    move.isPending && move.variables
      ? applyMove(stored, move.variables.id, {
          parentId: move.variables.body.parentItemId ?? null,
          index: move.variables.body.index,
        })
      : stored;
  const nameOf = (id: UniqueIdentifier) => {
    const item = tree.find((each) => each.id === id);
    return item ? inLanguage(item.title, lang) : String(id);
  };
  const moveTo = (item: AdminMenuItem, target: TreeTarget) =>
    move.mutate(
      {
        menuId: menu.id,
        id: item.id,
        body: { parentItemId: target.parentId, index: target.index },
      },
      { onSuccess: () => setDone(t('menus.moved', { name: inLanguage(item.title, lang) })) },
    );
  const formStep = editing?.kind === 'edit' ? update : create;
  const failure = move.error ?? remove.error;

  return (
    <>
      <PageHeader
        title={t('menus.title')}
        actions={
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => {
              create.reset();
              setEditing({ kind: 'new', parent: null });
            }}
          >
            {t('menus.add')}
          </button>
        }
      />
      <p className="mb-3 text-sm text-neutral-700">{t('menus.intro')}</p>
      <SelectField
        label={t('menus.choose')}
        className="mb-3 max-w-xs"
        value={menu.id}
        onChange={(event) => {
          setMenuId(Number(event.currentTarget.value));
          setEditing(null);
        }}
      >
        {menus.map((each) => (
          <option key={each.id} value={each.id}>
            {inLanguage(each.name, lang)}
          </option>
        ))}
      </SelectField>
      <p role="status" className="mb-3 text-sm text-green-800 empty:hidden">
        {done}
      </p>
      {editing && (
        <div className="mb-4">
          <MenuItemForm
            key={
              editing.kind === 'edit'
                ? `edit ${editing.item.id}`
                : `new ${editing.parent?.id ?? 'top'}`
            }
            item={editing.kind === 'edit' ? editing.item : undefined}
            heading={
              editing.kind === 'edit'
                ? t('menus.form.edit')
                : editing.parent
                  ? t('menus.addUnder', { name: inLanguage(editing.parent.title, lang) })
                  : t('menus.form.new')
            }
            error={formStep.error}
            pending={formStep.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body) => {
              const name = inLanguage(body.title, lang);
              const finish = (message: string) => () => {
                setEditing(null);
                setDone(message);
              };
              if (editing.kind === 'edit') {
                update.mutate(
                  { menuId: menu.id, id: editing.item.id, body },
                  { onSuccess: finish(t('menus.savedItem', { name })) },
                );
              } else {
                create.mutate(
                  { menuId: menu.id, body: { ...body, parentItemId: editing.parent?.id ?? null } },
                  { onSuccess: finish(t('menus.added', { name })) },
                );
              }
            }}
          />
        </div>
      )}
      <section aria-labelledby="menu-tree" className={cardClass}>
        <h2 id="menu-tree" className="border-b border-neutral-200 p-3 font-semibold">
          {inLanguage(menu.name, lang)}
        </h2>
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
              actions={{
                busy: move.isPending || remove.isPending,
                onMove: moveTo,
                onEdit: (item) => {
                  update.reset();
                  setEditing({ kind: 'edit', item });
                },
                onAddUnder: (item) => {
                  create.reset();
                  setEditing({ kind: 'new', parent: item });
                },
                onDelete: (item) => {
                  const name = inLanguage(item.title, lang);
                  if (!window.confirm(t('menus.confirmDelete', { name }))) return;
                  remove.mutate(
                    { menuId: menu.id, id: item.id },
                    { onSuccess: () => setDone(t('menus.deleted', { name })) },
                  );
                },
              }}
            />
          </DndContext>
        )}
      </section>
    </>
  );
}

/**
 * /admin/menus (content.manage): the shop's menus as trees: add, edit, move (drag, or the
 * buttons: up, down, in, out), delete; every change is on the shop's next page.
 */
export default function MenusPage() {
  const { t } = useI18n();
  const menus = useAdminMenus();
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
  if (!menus.data) return <Loading />;
  if (menus.data.length === 0) {
    return (
      <>
        <PageHeader title={t('menus.title')} />
        <p className="text-sm text-neutral-600">{t('menus.empty')}</p>
      </>
    );
  }
  return <MenuEditor menus={menus.data} />;
}
