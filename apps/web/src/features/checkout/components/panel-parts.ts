import { isApiError } from '@storefront/client/api-error';
import type { Cart } from '@storefront/contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { cartQueryOptions } from '../../cart/index.ts';
import { useSession } from '../../sessions/index.ts';

/**
 * The look of the checkout's panels and step headings (each heading takes focus on its step).
 * A heading brought into view stops below the sticky header, not under it.
 */
export const headingClass =
  'text-xl font-semibold tracking-tight text-neutral-900 outline-none [scroll-margin-block-start:9rem]';
export const panelClass = 'rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6';

export type HeadingRef = (element: HTMLHeadingElement | null) => void;
export type ErrorsSetter = (errors: Record<string, string>) => void;

/** What a failed save says: the server's own message (in the shopper's language) or ours. */
export function useFailureMessage() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (isApiError(error) && error.code === 'network_error') return t('app.offline');
    if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
    return t('checkout.saveFailed');
  };
}

/** Writes an answered cart into the cart query, as every cart change does (decision 35). */
export function useStoreCart() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return (cart: Cart | undefined) => {
    if (cart) queryClient.setQueryData(cartQueryOptions(userId).queryKey, cart);
    else void queryClient.invalidateQueries({ queryKey: cartQueryOptions(userId).queryKey });
  };
}

/**
 * Saving a step's choice on the server's cart (a shipping or a payment method): the choice shows
 * as made while it is saved, the answered cart goes into the cache, and a refusal is shown on
 * the panel and reported as the step's error under `field`.
 */
export function useCartChoice({
  field,
  save,
  onErrors,
  onSaved,
}: {
  field: string;
  save: (id: number) => Promise<Cart | undefined>;
  onErrors: ErrorsSetter;
  /** byShopper: the shopper chose (not a choice made for them, such as a default). */
  onSaved: (id: number, cart: Cart | undefined, byShopper: boolean) => void;
}) {
  const failure = useFailureMessage();
  const storeCart = useStoreCart();
  const [error, setError] = useState<string | undefined>();
  /** The choice being saved: shown as chosen until the server answers. */
  const [pending, setPending] = useState<number | null>(null);

  const choose = async (id: number, { byShopper = true }: { byShopper?: boolean } = {}) => {
    setError(undefined);
    setPending(id);
    try {
      const cart = await save(id);
      storeCart(cart);
      onErrors({});
      onSaved(id, cart, byShopper);
    } catch (caught) {
      const message = failure(caught);
      setError(message);
      onErrors({ [field]: message });
    } finally {
      setPending(null);
    }
  };
  return { choose, pending, error, failure };
}
