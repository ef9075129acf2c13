import { Link, useParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useShippingMethod } from './api/get-shipping-method.ts';
import { DefaultBadge, OnOffBadge } from './on-off-badge.tsx';
import { ShippingMethodForm } from './shipping-method-form.tsx';

function BackLink() {
  const { t } = useI18n();
  return (
    <p className="mb-3">
      <Link to="/settings/shipping" className={secondaryButtonClass}>
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('shipping.back')}
      </Link>
    </p>
  );
}

function ExistingMethod({ id }: { id: number }) {
  const { lang } = useI18n();
  const method = useShippingMethod(id);
  if (method.isError) {
    return (
      <LoadFailed
        error={method.error}
        permission="settings.manage"
        retry={() => void method.refetch()}
      />
    );
  }
  if (!method.data) return <Loading />;
  return (
    <>
      <BackLink />
      <PageHeader
        title={inLanguage(method.data.name, lang)}
        actions={
          <>
            <bdi dir="ltr" className="font-mono text-sm text-neutral-600">
              {method.data.code}
            </bdi>
            {method.data.isDefault && <DefaultBadge />}
            <OnOffBadge on={method.data.active} />
          </>
        }
      />
      <ShippingMethodForm key={method.data.id} method={method.data} />
    </>
  );
}

/** /admin/settings/shipping/new and /admin/settings/shipping/:id (settings.manage). */
export default function ShippingMethodPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const methodId = Number(id);
  if (id !== undefined && Number.isInteger(methodId) && methodId > 0) {
    return <ExistingMethod id={methodId} />;
  }
  return (
    <>
      <BackLink />
      <PageHeader title={t('shipping.newTitle')} />
      <ShippingMethodForm method={null} />
    </>
  );
}
