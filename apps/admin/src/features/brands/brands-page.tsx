import { Can } from '../../auth/require-permission.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBrands } from '../../shared/api/list-brands.ts';
import { NamePairForm } from '../../shared/ui/name-pair-form.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass } from '../../shared/ui/styles.ts';
import { useCreateBrand } from './api/brand-mutations.ts';
import { BrandItem } from './brand-item.tsx';

/** /admin/brands (catalogue.read): names in both languages; create, rename, delete with write. */
export default function BrandsPage() {
  const { t } = useI18n();
  const brands = useBrands();
  const create = useCreateBrand();
  return (
    <>
      <PageHeader title={t('brands.title')} />
      <div className="space-y-4">
        <Can permission="catalogue.write">
          <section aria-labelledby="new-brand" className={`${cardClass} p-4`}>
            <h2 id="new-brand" className="mb-2 font-semibold">
              {t('brands.new')}
            </h2>
            <NamePairForm
              label={t('brands.new')}
              submitLabel={t('brands.create')}
              onSubmit={(name) => create.mutateAsync({ name })}
            />
          </section>
        </Can>
        <section aria-labelledby="brands-list" className={cardClass}>
          <h2 id="brands-list" className="border-b border-neutral-200 p-3 font-semibold">
            {t('brands.all')}
          </h2>
          {brands.isError ? (
            <div className="p-3">
              <LoadFailed
                error={brands.error}
                permission="catalogue.read"
                retry={() => void brands.refetch()}
              />
            </div>
          ) : !brands.data ? (
            <Loading />
          ) : brands.data.length === 0 ? (
            <p className="p-6 text-center text-sm text-neutral-600">{t('brands.empty')}</p>
          ) : (
            <ul>
              {brands.data.map((brand) => (
                <BrandItem key={brand.id} brand={brand} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
