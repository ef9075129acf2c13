import type { AdminPromotion } from '@storefront/contracts/admin-promotions';
import { Amount } from '../../shared/ui/amount.tsx';

/** "10%" or "KD 1.500", kept left to right inside Arabic text. */
export function DiscountText({
  promotion,
}: {
  promotion: Pick<AdminPromotion, 'discountType' | 'discountValue'>;
}) {
  if (promotion.discountType === 'fixed') return <Amount fils={promotion.discountValue} />;
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {`${promotion.discountValue}%`}
    </bdi>
  );
}
