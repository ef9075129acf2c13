import { closestCenter, DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { isApiError } from '@storefront/client/api-error';
import { useRef } from 'react';
import { Can } from '../../auth/require-permission.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useCategories, withDepth } from '../../shared/api/list-categories.ts';
import { inLanguage } from '../../shared/localized.ts';
import { applyMove, dropTarget } from '../../shared/tree-moves.ts';
import { dragAccessibility, useSortableSensors } from '../../shared/ui/drag-accessibility.ts';
import { SelectField } from '../../shared/ui/field.tsx';
import { NamePairForm } from '../../shared/ui/name-pair-form.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass } from '../../shared/ui/styles.ts';
import { useCreateCategory, useMoveCategory } from './api/category-mutations.ts';
import { CategoryList } from './category-item.tsx';

/**
 * /admin/categories (catalogue.read): the tree; create, rename, move with write. A category is
 * moved among its siblings by dragging its handle (pointer, or space and the arrow keys), into
 * and out of its parent with the buttons; a drop shows the new order at once and sends the
 * buttons' PUT …/position.
 */
export default function CategoriesPage() {
  const { t, lang } = useI18n();
  const categories = useCategories();
  const create = useCreateCategory();
  const move = useMoveCategory();
  const sensors = useSortableSensors();
  const pickedUp = useRef(false);
  if (categories.isError) {
    return (
      <>
        <PageHeader title={t('categories.title')} />
        <LoadFailed
          error={categories.error}
          permission="catalogue.read"
          retry={() => void categories.refetch()}
        />
      </>
    );
  }
  const stored = categories.data ?? [];
  // While a drop is being saved, the tree as it will be (the answer replaces it; a failure, not).
  const tree =
    move.isPending && move.variables
      ? applyMove(stored, move.variables.id, move.variables.body)
      : stored;
  const rows = withDepth(tree);
  const nameOf = (id: UniqueIdentifier) => {
    const category = tree.find((c) => c.id === id);
    return category ? inLanguage(category.name, lang) : String(id);
  };
  return (
    <>
      <PageHeader title={t('categories.title')} />
      <div className="space-y-4">
        <Can permission="catalogue.write">
          <section aria-labelledby="new-category" className={`${cardClass} p-4`}>
            <h2 id="new-category" className="mb-2 font-semibold">
              {t('categories.new')}
            </h2>
            <NamePairForm
              label={t('categories.new')}
              submitLabel={t('categories.create')}
              extra={
                <SelectField label={t('categories.parent')} name="parentId" defaultValue="">
                  <option value="">{t('categories.top')}</option>
                  {rows.map((row) => (
                    <option key={row.id} value={row.id}>
                      {`${'— '.repeat(row.depth)}${inLanguage(row.name, lang)}`}
                    </option>
                  ))}
                </SelectField>
              }
              onSubmit={(name, data) => {
                const parent = String(data.get('parentId') ?? '');
                return create.mutateAsync({ name, parentId: parent ? Number(parent) : null });
              }}
            />
          </section>
        </Can>
        <section aria-labelledby="tree-title" className={cardClass}>
          <h2 id="tree-title" className="border-b border-neutral-200 p-3 font-semibold">
            {t('categories.tree')}
          </h2>
          {!categories.data ? (
            <Loading />
          ) : rows.length === 0 ? (
            <p className="p-6 text-center text-sm text-neutral-600">{t('categories.empty')}</p>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              accessibility={dragAccessibility(t, nameOf, pickedUp)}
              onDragEnd={({ active, over }) => {
                const id = Number(active.id);
                const target = dropTarget(tree, id, over ? Number(over.id) : null);
                if (target) move.mutate({ id, body: target });
              }}
            >
              {move.error && (
                <p role="alert" className="px-3 pt-2 text-sm font-medium text-red-700">
                  {isApiError(move.error) ? move.error.message : t('common.failed')}
                </p>
              )}
              <CategoryList parentId={null} depth={0} tree={tree} label={t('categories.tree')} />
            </DndContext>
          )}
        </section>
      </div>
    </>
  );
}
