import type { AdminPromotion } from '@storefront/contracts/admin-promotions';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { dangerButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { usePromotion } from './api/get-promotion.ts';
import { useSetPromotionActive } from './api/save-promotion.ts';
import { PromotionForm } from './promotion-form.tsx';
import { PromotionUsage } from './promotion-usage.tsx';
import { PromotionStatusBadge } from './status-badge.tsx';

/** Turn off (the cart refuses the code at once) or on again; codes are never deleted. */
function ActiveToggle({ promotion }: { promotion: AdminPromotion }) {
  const { t } = useI18n();
  const toggle = useSetPromotionActive(promotion.id);
  const [done, setDone] = useState('');
  const flip = async () => {
    setDone('');
    const result = await toggle.mutateAsync(!promotion.active).catch(() => null);
    if (result) setDone(result.active ? t('promotions.turnedOn') : t('promotions.turnedOff'));
  };
  return (
    <>
      <button
        type="button"
        className={promotion.active ? dangerButtonClass : secondaryButtonClass}
        disabled={toggle.isPending}
        onClick={() => void flip()}
      >
        {promotion.active ? t('promotions.disable') : t('promotions.enable')}
      </button>
      <p role="status" className="basis-full text-sm text-neutral-700 empty:hidden">
        {done}
      </p>
      {toggle.isError && (
        <div className="basis-full">
          <FormAlert message={t('common.failed')} />
        </div>
      )}
    </>
  );
}

function ExistingPromotion({ id }: { id: number }) {
  const promotion = usePromotion(id);
  if (promotion.isError) {
    return (
      <LoadFailed
        error={promotion.error}
        permission="promotions.manage"
        retry={() => void promotion.refetch()}
      />
    );
  }
  if (!promotion.data) return <Loading />;
  return (
    <>
      <PageHeader
        title={promotion.data.code}
        actions={
          <>
            <PromotionStatusBadge status={promotion.data.status} />
            <ActiveToggle promotion={promotion.data} />
          </>
        }
      />
      <div className="space-y-4">
        <PromotionUsage promotion={promotion.data} />
        <PromotionForm key={promotion.data.id} promotion={promotion.data} />
      </div>
    </>
  );
}

/** /admin/promotions/new and /admin/promotions/:id (promotions.manage). */
export default function PromotionPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const promotionId = Number(id);
  if (id !== undefined && Number.isInteger(promotionId) && promotionId > 0) {
    return <ExistingPromotion id={promotionId} />;
  }
  return (
    <>
      <PageHeader title={t('promotions.newTitle')} />
      <PromotionForm promotion={null} />
    </>
  );
}
