import { KUWAIT_COUNTRY_ID } from '@storefront/contracts/country-rules';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { TextWithPrice } from '../../../shared/ui/text-with-price.tsx';
import { useCart } from '../../cart/index.ts';
import { useFreeDeliveryOffer } from '../api/get-free-delivery-offer.ts';
import { freeDeliveryProgress } from '../free-delivery.ts';

/**
 * The cart's way to free delivery (issue 29), on the cart page and in the drop-down: "Add KD
 * 2.750 more for free Standard delivery" and a bar, then "You've got free Standard delivery".
 * Quoted for the cart's shipping address, or the shop's country before one is chosen (spec 9
 * DefaultCountry). Nothing while the cart is empty or when no method is free from a threshold.
 */
export function FreeDeliveryProgress({ className }: { className?: string }) {
  const { t } = useTranslation();
  const cart = useCart().data;
  const addressId = cart?.shippingAddressId ?? null;
  const offer = useFreeDeliveryOffer(
    cart ? (addressId !== null ? { addressId } : { countryId: KUWAIT_COUNTRY_ID }) : null,
  ).data;
  if (!cart || cart.items.length === 0 || !offer) return null;

  const { remaining, reached, percent } = freeDeliveryProgress(cart.subTotal, offer.threshold);
  const method = offer.methodName;
  return (
    <div className={`rounded-xl bg-primary/10 px-3 py-2.5 ${className ?? ''}`}>
      {/* Said again when the cart changes: what is left, or that it is free now. No icon: its
          chunk would be one more file name in the first load's preload list (the budget). */}
      <p role="status" className="text-sm font-medium text-neutral-900">
        {reached ? (
          t('cart.freeDelivery.reached', { method })
        ) : (
          <TextWithPrice
            text={t('cart.freeDelivery.remaining', { method })}
            placeholder="amount"
            minor={remaining}
          />
        )}
      </p>
      <div
        role="progressbar"
        aria-label={t('cart.freeDelivery.progress', { method })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-white"
      >
        <div
          className="h-full rounded-full bg-primary-strong transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
