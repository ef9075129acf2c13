import { formatPrice } from '@storefront/contracts/price';
import { usePriceSettings } from '../hooks/use-price-settings.ts';

interface PriceProps {
  /** The amount in minor units (fils); null shows nothing, zero shows zero (spec 3). */
  minor: number | null | undefined;
  className?: string;
}

/** Every price the shop shows goes through here, so the theme's price settings apply everywhere. */
export function Price({ minor, className }: PriceProps) {
  const settings = usePriceSettings();
  const text = formatPrice(minor, settings);
  if (!text) return null;
  // An isolated left-to-right run keeps "KD 1.500" (and "−KD 1.500") in its order inside Arabic
  // text, and on one line: "KD" never ends a line with its amount on the next.
  return (
    <bdi dir="ltr" className={className ? `whitespace-nowrap ${className}` : 'whitespace-nowrap'}>
      {text}
    </bdi>
  );
}
