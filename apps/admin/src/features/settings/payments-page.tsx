import { isApiError } from '@storefront/client/api-error';
import type { AdminPaymentProvider } from '@storefront/contracts/admin-settings';
import { useMemo, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass } from '../../shared/ui/styles.ts';
import { usePaymentProviders } from './api/list-payment-providers.ts';
import {
  useReorderPaymentProviders,
  useSetPaymentProviderActive,
} from './api/payment-provider-mutations.ts';
import { MoveButtons, MoveStatus, useListMoves } from './move-buttons.tsx';
import { OnOffSwitch } from './on-off-switch.tsx';
import { SettingsTabs } from './settings-tabs.tsx';

/** One provider: ↑ ↓, its name and how it is paid, and its on/off switch. */
function ProviderItem({
  provider,
  name,
  moves,
  onToggled,
}: {
  provider: AdminPaymentProvider;
  name: string;
  moves: ReturnType<typeof useListMoves>;
  onToggled: (message: string) => void;
}) {
  const { t, lang } = useI18n();
  const toggle = useSetPaymentProviderActive();
  const nameId = `payment-provider-${provider.id}`;
  const description = inLanguage(provider.description, lang);
  const flip = () => {
    const active = !provider.active;
    toggle.mutate(
      { id: provider.id, active },
      {
        onSuccess: () =>
          onToggled(t(active ? 'payments.turnedOn' : 'payments.turnedOff', { name })),
      },
    );
  };
  return (
    <li className="px-4 py-3">
      <div className="flex items-center gap-3">
        <MoveButtons moves={moves} id={provider.id} name={name} />
        <div className="min-w-0 flex-1">
          <p id={nameId} className="font-medium">
            {name}
          </p>
          <p className="text-xs text-neutral-600">
            {t(`payments.kind.${provider.kind}`)}
            {description && <> · {description}</>}
          </p>
        </div>
        <OnOffSwitch
          on={provider.active}
          labelledBy={nameId}
          pending={toggle.isPending}
          onToggle={flip}
        />
      </div>
      {toggle.error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {isApiError(toggle.error) ? toggle.error.message : t('common.failed')}
        </p>
      )}
    </li>
  );
}

/**
 * /admin/settings/payments (settings.manage): the payment providers in the checkout's order,
 * each turned on or off by its switch (the last one on stays on: the API refuses, in words).
 */
export default function PaymentsPage() {
  const { t, lang } = useI18n();
  const providers = usePaymentProviders();
  const reorder = useReorderPaymentProviders();
  const [done, setDone] = useState('');
  const items = useMemo(
    () =>
      (providers.data ?? []).map((provider) => ({
        provider,
        name: inLanguage(provider.name, lang),
      })),
    [providers.data, lang],
  );
  const moves = useListMoves({
    listId: 'payment-move',
    items: items.map(({ provider, name }) => ({ id: provider.id, name })),
    save: (ids) => reorder.mutateAsync(ids),
  });

  return (
    <>
      <PageHeader title={t('payments.title')} />
      <SettingsTabs />
      <p className="mb-3 text-sm text-neutral-700">{t('payments.oneStaysOn')}</p>
      <p role="status" className="mb-3 text-sm text-green-800 empty:hidden">
        {done}
      </p>
      <section aria-labelledby="payments-list" className={cardClass}>
        <h2 id="payments-list" className="sr-only">
          {t('payments.list')}
        </h2>
        {providers.isError ? (
          <div className="p-3">
            <LoadFailed
              error={providers.error}
              permission="settings.manage"
              retry={() => void providers.refetch()}
            />
          </div>
        ) : !providers.data ? (
          <Loading />
        ) : (
          <ol aria-labelledby="payments-list" className="divide-y divide-neutral-100">
            {items.map(({ provider, name }) => (
              <ProviderItem
                key={provider.id}
                provider={provider}
                name={name}
                moves={moves}
                onToggled={setDone}
              />
            ))}
          </ol>
        )}
        <MoveStatus moves={moves} />
      </section>
    </>
  );
}
