import { Can } from '../../auth/require-permission.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useCategories, withDepth } from '../../shared/api/list-categories.ts';
import { inLanguage } from '../../shared/localized.ts';
import { SelectField } from '../../shared/ui/field.tsx';
import { NamePairForm } from '../../shared/ui/name-pair-form.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass } from '../../shared/ui/styles.ts';
import { useCreateCategory } from './api/category-mutations.ts';
import { CategoryItem } from './category-item.tsx';

/** /admin/categories (catalogue.read): the tree; create, rename, move with write. */
export default function CategoriesPage() {
  const { t, lang } = useI18n();
  const categories = useCategories();
  const create = useCreateCategory();
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
  const tree = categories.data ?? [];
  const rows = withDepth(tree);
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
            <ul aria-label={t('categories.tree')}>
              {rows.map((row) => (
                <CategoryItem key={row.id} category={row} depth={row.depth} tree={tree} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
