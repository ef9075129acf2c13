import { Heart } from 'lucide-react';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useAddWishlistItem } from '../api/add-wishlist-item.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item.ts';

export interface WishlistButtonProps {
  productId: number;
  /** The variation chosen on the product page; null on a card or for a product without any. */
  variationId: number | null;
  /** For the accessible name ("Add Voltix Orbit 8 to your wishlist"). */
  productName: string;
  /** 'icon': a round heart button (product cards); 'full': a heart with its words (product page). */
  variant: 'icon' | 'full';
}

const variants = {
  icon: 'inline-flex size-9 items-center justify-center rounded-full border border-neutral-200 bg-white text-neutral-700 hover:border-neutral-300 hover:text-red-700',
  full: 'inline-flex h-12 items-center justify-center gap-2 rounded-full border border-neutral-300 bg-white px-5 font-semibold text-neutral-800 hover:bg-neutral-50',
} as const;

/**
 * Adds the product to the wishlist, or removes it when it is already there. The name says what
 * a press will do, so it changes with the state; the heart fills while the product is kept.
 */
export function WishlistButton({
  productId,
  variationId,
  productName,
  variant,
}: WishlistButtonProps) {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const add = useAddWishlistItem();
  const remove = useRemoveWishlistItem();
  const entry = wishlist.data?.items.find((item) => item.productId === productId);
  const kept = entry !== undefined;
  // A provisional entry (not yet answered) has no id the server knows: wait for it.
  const busy = entry !== undefined && entry.itemId < 0;

  const toggle = () => {
    const name = { name: productName };
    if (entry) {
      remove.mutate(
        { itemId: entry.itemId },
        { onSuccess: () => void showToast('success', t('wishlist.toast.removed', name)) },
      );
    } else {
      add.mutate(
        { productId, variationId, productName },
        { onSuccess: () => void showToast('success', t('wishlist.toast.added', name)) },
      );
    }
  };
  const named = kept
    ? t('wishlist.button.removeNamed', { name: productName })
    : t('wishlist.button.addNamed', { name: productName });

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy || wishlist.isPending}
      aria-label={variant === 'icon' ? named : undefined}
      className={`${variants[variant]} disabled:cursor-wait disabled:opacity-70`}
    >
      <Heart aria-hidden className={`size-5 ${kept ? 'fill-red-600 text-red-600' : ''}`} />
      {/* On the product page the heading names the product already. */}
      {variant === 'full' && (kept ? t('wishlist.button.remove') : t('wishlist.button.add'))}
    </button>
  );
}
