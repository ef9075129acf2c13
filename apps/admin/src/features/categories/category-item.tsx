import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { isApiError } from '@storefront/client/api-error';
import type { AdminCategory } from '@storefront/contracts/admin-catalogue';
import { useState } from 'react';
import { Can } from '../../auth/require-permission.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { moveTarget, type TreeMove } from '../../shared/tree-moves.ts';
import { CheckboxField } from '../../shared/ui/field.tsx';
import { NamePairForm } from '../../shared/ui/name-pair-form.tsx';
import { RowActions } from '../../shared/ui/row-actions.tsx';
import { iconButtonClass } from '../../shared/ui/styles.ts';
import { DragHandle, useTreeSortable } from '../../shared/ui/tree-sortable.tsx';
import { useDeleteCategory, useMoveCategory, useUpdateCategory } from './api/category-mutations.ts';

const MOVES: { move: TreeMove; symbol: string; flip?: boolean }[] = [
  { move: 'up', symbol: '↑' },
  { move: 'down', symbol: '↓' },
  { move: 'outdent', symbol: '←', flip: true },
  { move: 'indent', symbol: '→', flip: true },
];

/** The categories under `parentId`, in order, each draggable among the others (ids: theirs). */
export function CategoryList({
  parentId,
  depth,
  tree,
  label,
}: {
  parentId: number | null;
  depth: number;
  tree: readonly AdminCategory[];
  label?: string;
}) {
  const children = tree.filter((category) => category.parentId === parentId);
  if (children.length === 0) return null;
  return (
    <SortableContext items={children.map((c) => c.id)} strategy={verticalListSortingStrategy}>
      <ul aria-label={label}>
        {children.map((category) => (
          <CategoryItem key={category.id} category={category} depth={depth} tree={tree} />
        ))}
      </ul>
    </SortableContext>
  );
}

/**
 * One category of the tree: its names, counts, its subcategories below it, and (with write)
 * a drag handle (among its siblings), rename, move, delete.
 */
export function CategoryItem({
  category,
  depth,
  tree,
}: {
  category: AdminCategory;
  depth: number;
  tree: readonly AdminCategory[];
}) {
  const { t, lang } = useI18n();
  const [editing, setEditing] = useState(false);
  const update = useUpdateCategory();
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const name = inLanguage(category.name, lang);
  const failure = move.error ?? remove.error;
  const { row, handle } = useTreeSortable(category.id, category.parentId, !editing);
  return (
    <li {...row}>
      <div
        className="border-b border-neutral-100 py-2 pe-2"
        style={{ paddingInlineStart: `${0.75 + depth * 1.5}rem` }}
      >
        {editing ? (
          <NamePairForm
            label={t('categories.renameOf', { name })}
            initial={category.name}
            submitLabel={t('common.save')}
            onCancel={() => setEditing(false)}
            extra={
              <CheckboxField
                label={t('categories.published')}
                name="published"
                defaultChecked={category.published}
              />
            }
            onSubmit={async (names, data) => {
              await update.mutateAsync({
                id: category.id,
                body: { name: names, published: data.get('published') === 'on' },
              });
              setEditing(false);
            }}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Can permission="catalogue.write">
              <DragHandle {...handle} aria-label={t('categories.drag', { name })} />
            </Can>
            <span className="font-medium">{name}</span>
            {category.name.ar ? null : (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                {t('products.missingArabicMark')}
              </span>
            )}
            {!category.published && (
              <span className="rounded bg-neutral-200 px-1.5 py-0.5 text-xs">
                {t('products.publishedNo')}
              </span>
            )}
            <span className="text-xs text-neutral-600">
              {t('categories.count', { count: category.productCount })}
            </span>
            <Can permission="catalogue.write">
              <span className="ms-auto flex flex-wrap gap-1">
                {MOVES.map(({ move: kind, symbol, flip }) => {
                  const target = moveTarget(tree, category.id, kind);
                  return (
                    <button
                      key={kind}
                      type="button"
                      className={iconButtonClass}
                      disabled={!target || move.isPending}
                      aria-label={t(`categories.${kind}`, { name })}
                      onClick={() => target && move.mutate({ id: category.id, body: target })}
                    >
                      <span aria-hidden="true" className={flip ? 'rtl:-scale-x-100' : undefined}>
                        {symbol}
                      </span>
                    </button>
                  );
                })}
                <RowActions
                  name={name}
                  confirmText={t('categories.confirmDelete', { name })}
                  deleting={remove.isPending}
                  onRename={() => setEditing(true)}
                  onDelete={() => remove.mutate(category.id)}
                />
              </span>
            </Can>
          </div>
        )}
        {failure && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-700">
            {isApiError(failure) ? failure.message : t('common.failed')}
          </p>
        )}
      </div>
      <CategoryList parentId={category.id} depth={depth + 1} tree={tree} />
    </li>
  );
}
