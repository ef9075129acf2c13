import { isApiError } from '@storefront/client/api-error';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePrice } from '../api/get-price.ts';
import {
  chosenAttributes,
  findVariation,
  initialSelection,
  namedVariationId,
  type Offer,
  offerOfProduct,
  offerOfVariation,
  type Selection,
} from '../variations.ts';

/** The query parameter that names the chosen variation on a product page. */
export const VARIATION_PARAM = 'variation';

export type OfferStatus =
  /** The offer is the answer for the current choice. */
  | 'ready'
  /** get-price is being asked; the offer shown is the product's own data meanwhile. */
  | 'checking'
  /** No variation has this combination (get-price answered 404). */
  | 'unavailable'
  /** get-price failed otherwise (network, 5xx): the buy area waits for a retry. */
  | 'failed';

export interface ProductOffer {
  selection: Selection;
  /** The variation the address names (the shopper's choice), whose pictures show first. */
  chosenVariationId: number | null;
  choose: (attributeId: number, valueId: number) => void;
  offer: Offer;
  status: OfferStatus;
  retry: () => void;
}

/**
 * The attribute choice on a product page and the offer (price, stock, variation) it makes.
 * The page opens on the first in-stock variation, whose offer the product data already holds,
 * so it asks nothing. Each change asks get-price (spec 7), which is the truth for price and
 * stock; until it answers, the matching variation from the product data is shown.
 *
 * The chosen variation is in the address (`?variation=`), so a shared or reloaded link opens on
 * it (the server draws it so too); a choice no variation has takes it out.
 */
export function useProductOffer(product: ProductDetail): ProductOffer {
  const [params, setParams] = useSearchParams();
  const [selection, setSelection] = useState<Selection>(() =>
    initialSelection(product, Number(params.get(VARIATION_PARAM)) || null),
  );
  const [changed, setChanged] = useState(false);
  const attributes = useMemo(() => chosenAttributes(product, selection), [product, selection]);
  const askServer = changed && attributes.length > 0;
  const price = usePrice(product.productId, attributes, { enabled: askServer });

  const variation = findVariation(product, selection);
  const local = variation ? offerOfVariation(variation) : null;
  const fallback = local ?? offerOfProduct(product);

  let offer = fallback;
  let status: OfferStatus = 'ready';
  if (askServer) {
    if (price.isError) {
      status = isApiError(price.error) && price.error.status === 404 ? 'unavailable' : 'failed';
    } else if (price.data && !price.isPlaceholderData) {
      offer = price.data;
    } else {
      status = 'checking';
      // While a combination the product data does not know is asked, keep the last answer.
      offer = local ?? price.data ?? fallback;
    }
  }

  return {
    selection,
    chosenVariationId: namedVariationId(product, params.get(VARIATION_PARAM)),
    choose: (attributeId, valueId) => {
      setChanged(true);
      const next = { ...selection, [attributeId]: valueId };
      setSelection(next);
      const chosen = findVariation(product, next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (chosen) updated.set(VARIATION_PARAM, String(chosen.variationId));
          else updated.delete(VARIATION_PARAM);
          return updated;
        },
        // A choice is not a page of its own: Back leaves the product, not the last colour.
        { replace: true, preventScrollReset: true },
      );
    },
    offer,
    status,
    retry: () => void price.refetch(),
  };
}
