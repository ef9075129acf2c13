import { isApiError } from '@storefront/client/api-error';
import type { AdminBrand } from '@storefront/contracts/admin-catalogue';
import { useState } from 'react';
import { Can } from '../../auth/require-permission.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { NamePairForm } from '../../shared/ui/name-pair-form.tsx';
import { RowActions } from '../../shared/ui/row-actions.tsx';
import { useDeleteBrand, useUpdateBrand } from './api/brand-mutations.ts';

export function BrandItem({ brand }: { brand: AdminBrand }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const update = useUpdateBrand();
  const remove = useDeleteBrand();
  const name = brand.name.en;
  return (
    <li className="border-b border-neutral-100 p-3">
      {editing ? (
        <NamePairForm
          label={t('brands.renameOf', { name })}
          initial={brand.name}
          submitLabel={t('common.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (names) => {
            await update.mutateAsync({ id: brand.id, body: { name: names } });
            setEditing(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span lang="en" className="font-medium">
            {brand.name.en}
          </span>
          {brand.name.ar ? (
            <span lang="ar" dir="rtl">
              {brand.name.ar}
            </span>
          ) : (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
              {t('editor.missingArabic')}
            </span>
          )}
          <span className="text-xs text-neutral-600">
            {t('categories.count', { count: brand.productCount })}
          </span>
          <Can permission="catalogue.write">
            <span className="ms-auto flex gap-2">
              <RowActions
                name={name}
                confirmText={t('brands.confirmDelete', { name, count: brand.productCount })}
                deleting={remove.isPending}
                onRename={() => setEditing(true)}
                onDelete={() => remove.mutate(brand.id)}
              />
            </span>
          </Can>
        </div>
      )}
      {remove.error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {isApiError(remove.error) ? remove.error.message : t('common.failed')}
        </p>
      )}
    </li>
  );
}
