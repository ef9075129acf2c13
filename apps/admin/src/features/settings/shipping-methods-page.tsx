import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass, primaryButtonClass } from '../../shared/ui/styles.ts';
import { useShippingMethods } from './api/list-shipping-methods.ts';
import { useShippingPlaces } from './api/list-shipping-places.ts';
import { useReorderShippingMethods } from './api/shipping-method-mutations.ts';
import { MoveStatus, useListMoves } from './move-buttons.tsx';
import { SettingsTabs } from './settings-tabs.tsx';
import { ShippingMethodItem } from './shipping-method-item.tsx';

/**
 * /admin/settings/shipping (settings.manage): the methods in the checkout's order, moved up and
 * down by buttons; each with its price, default and on state, and its actions.
 */
export default function ShippingMethodsPage() {
  const { t, lang } = useI18n();
  const methods = useShippingMethods();
  const places = useShippingPlaces();
  const reorder = useReorderShippingMethods();
  const [done, setDone] = useState('');
  const items = useMemo(
    () => (methods.data ?? []).map((method) => ({ method, name: inLanguage(method.name, lang) })),
    [methods.data, lang],
  );
  const moves = useListMoves({
    listId: 'shipping-move',
    items: items.map(({ method, name }) => ({ id: method.id, name })),
    save: (ids) => reorder.mutateAsync(ids),
  });
  const countries = useMemo(
    () => new Map((places.data?.countries ?? []).map((country) => [country.code, country.name])),
    [places.data],
  );

  return (
    <>
      <PageHeader
        title={t('shipping.title')}
        actions={
          <Link to="/settings/shipping/new" className={primaryButtonClass}>
            {t('shipping.add')}
          </Link>
        }
      />
      <SettingsTabs />
      <p className="mb-3 text-sm text-neutral-700">{t('shipping.defaultHint')}</p>
      <p role="status" className="mb-3 text-sm text-green-800 empty:hidden">
        {done}
      </p>
      <section aria-labelledby="shipping-list" className={cardClass}>
        <h2 id="shipping-list" className="sr-only">
          {t('shipping.list')}
        </h2>
        {methods.isError ? (
          <div className="p-3">
            <LoadFailed
              error={methods.error}
              permission="settings.manage"
              retry={() => void methods.refetch()}
            />
          </div>
        ) : !methods.data ? (
          <Loading />
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-neutral-600">{t('shipping.empty')}</p>
        ) : (
          <ol aria-labelledby="shipping-list" className="divide-y divide-neutral-100">
            {items.map(({ method, name }) => (
              <ShippingMethodItem
                key={method.id}
                method={method}
                name={name}
                moves={moves}
                countries={countries}
                onDone={setDone}
              />
            ))}
          </ol>
        )}
        <MoveStatus moves={moves} />
      </section>
    </>
  );
}
