import type { Suggestion } from '@storefront/contracts/catalogue';
import { ImageOff } from 'lucide-react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';

interface SuggestionOptionsProps {
  items: Suggestion[];
  /** The option chosen with the arrow keys, or -1. */
  active: number;
  /** Option ids are `${idPrefix}-${index}`, which the box names as its active descendant. */
  idPrefix: string;
  onChoose: (item: Suggestion) => void;
}

/**
 * The options of the header search's listbox (spec 2 Search; spec 3 Search result): picture,
 * name and price of each product. Loaded on the box's first focus, so pictures and price
 * formatting stay out of the first page load.
 */
export default function SuggestionOptions({
  items,
  active,
  idPrefix,
  onChoose,
}: SuggestionOptionsProps) {
  const { t } = useTranslation();
  return items.map((item, index) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input owns the keyboard (ARIA combobox pattern)
    <div
      key={item.product.productId}
      id={`${idPrefix}-${index}`}
      role="option"
      aria-selected={index === active}
      // Never focused: focus stays in the box, which names this option as its active descendant.
      tabIndex={-1}
      // Keeps focus in the box, so the click is not raced by the close-on-blur.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(item)}
      className="mx-1.5 flex cursor-pointer items-center gap-3 rounded-xl px-2.5 py-2 hover:bg-neutral-100 aria-selected:bg-primary/15"
    >
      <span className="relative size-12 shrink-0 overflow-hidden rounded-lg bg-neutral-100">
        {item.picture ? (
          <img
            src={item.picture.path}
            alt=""
            width={48}
            height={48}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <ImageOff aria-hidden className="absolute inset-0 m-auto size-5 text-neutral-400" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm font-medium text-neutral-900">
          {item.product.productName}
        </span>
        {!item.inStock && (
          <span className="block text-xs text-neutral-600">{t('catalogue.outOfStock')}</span>
        )}
      </span>
      <Price minor={item.price} className="shrink-0 text-sm font-semibold text-neutral-900" />
    </div>
  ));
}
