import type { CartItem } from '@storefront/contracts/cart';
import { MAX_LINE_QUANTITY } from '@storefront/contracts/cart-rules';
import { joinList } from '@storefront/contracts/list-format';
import { routes } from '@storefront/contracts/routes';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { LinePicture } from '../../../shared/ui/line-picture.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { QuantityStepper } from '../../../shared/ui/quantity-stepper.tsx';
import { useUpdateCartItem } from '../api/update-cart-item.ts';
import { isProvisional } from '../optimistic-cart.ts';
import { LineStock } from './line-stock.tsx';

/** How long typing or pressing − and + pauses before the quantity is sent. */
export const QUANTITY_DEBOUNCE_MS = 400;

/**
 * The quantity as the shopper sets it, sent once they pause (or leave the field), so typing
 * "12" or pressing + five times is one request. The server has the last word: a refusal
 * ("Only 3 left in stock.") rolls the line back and says so in a toast.
 */
function useLineQuantity(item: CartItem) {
  const update = useUpdateCartItem();
  const [draft, setDraft] = useState<number | null>(null);
  const waiting = useRef<{ timer: number; quantity: number } | null>(null);
  const latest = useRef({ item, mutate: update.mutate });
  latest.current = { item, mutate: update.mutate };

  const send = (quantity: number) => {
    waiting.current = null;
    const { item: line, mutate } = latest.current;
    if (quantity === line.productQuantity) {
      setDraft(null);
      return;
    }
    mutate(
      { itemId: line.itemId, quantity },
      { onSettled: () => setDraft((shown) => (shown === quantity ? null : shown)) },
    );
  };

  const flush = () => {
    const pending = waiting.current;
    if (!pending) return;
    window.clearTimeout(pending.timer);
    send(pending.quantity);
  };

  // Leaving the page (or the line going) still sends what was set.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads refs only
  useEffect(() => flush, []);

  return {
    quantity: draft ?? item.productQuantity,
    change: (quantity: number) => {
      setDraft(quantity);
      if (waiting.current) window.clearTimeout(waiting.current.timer);
      waiting.current = {
        quantity,
        timer: window.setTimeout(() => send(quantity), QUANTITY_DEBOUNCE_MS),
      };
    },
    flush,
    /** Forget a change not sent yet (the line is being removed). */
    cancel: () => {
      if (waiting.current) window.clearTimeout(waiting.current.timer);
      waiting.current = null;
    },
  };
}

/** "Colour: Blue" ("Size: S, M" with the list separator of the page's language). */
export function attributeText(
  attribute: CartItem['attributes'][number],
  { t, language }: Pick<ReturnType<typeof useTranslation>, 't' | 'language'>,
) {
  return t('cart.line.attribute', {
    name: attribute.attributeName,
    value: joinList(
      attribute.attributeValues.map((v) => v.value),
      language,
    ),
  });
}

/** A line's attributes on one line: "Colour: Blue · Size: S". */
export function attributesText(
  attributes: CartItem['attributes'],
  strings: Pick<ReturnType<typeof useTranslation>, 't' | 'language'>,
) {
  return attributes.map((attribute) => attributeText(attribute, strings)).join(' · ');
}

/** One line of the cart page (spec 3 Cart item). */
export function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const strings = useTranslation();
  const { t } = strings;
  const { quantity, change, flush, cancel } = useLineQuantity(item);
  const pending = isProvisional(item);
  const onSale = item.oldUnitPrice !== null && item.oldUnitPrice > item.unitPrice;
  // The stock is a guide, not a promise: the server answers for the quantity itself.
  const max = Math.max(1, Math.min(MAX_LINE_QUANTITY, item.activeQty));
  // Asking for more than there is sets the most there is, and says so (until the next change).
  const [clampedAt, setClampedAt] = useState<number | null>(null);
  const noteId = useId();
  const clampNote =
    clampedAt === null
      ? null
      : item.activeQty > MAX_LINE_QUANTITY
        ? t('cart.stock.lineLimit', { count: clampedAt })
        : t('cart.stock.clamped', { count: clampedAt });

  return (
    <li className="flex gap-3 py-5 sm:gap-5">
      <LinePicture path={item.picturePath} alt={item.productName} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:gap-6">
        <div className="min-w-0 flex-1">
          <div className="flex items-start gap-2">
            <h3 className="min-w-0 flex-1 font-medium text-neutral-900">
              <Link
                to={routes.product(item.productId)}
                className="line-clamp-2 underline-offset-4 hover:underline"
              >
                {item.productName}
              </Link>
            </h3>
            <button
              type="button"
              aria-label={t('cart.line.remove', { name: item.productName })}
              disabled={pending}
              onClick={() => {
                cancel();
                onRemove();
              }}
              data-remove
              className="-me-2 -mt-2 inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-sm text-neutral-600 hover:bg-neutral-100 hover:text-red-700 disabled:opacity-40"
            >
              <Trash2 aria-hidden className="size-4" />
              <span aria-hidden className="hidden sm:inline">
                {t('cart.line.removeShort')}
              </span>
            </button>
          </div>
          {item.attributes.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-x-3 text-sm text-neutral-600">
              {item.attributes.map((attribute) => (
                <li key={attribute.attributeId}>{attributeText(attribute, strings)}</li>
              ))}
            </ul>
          )}
          <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="sr-only">{t('cart.line.unitPrice')}</span>
            <Price minor={item.unitPrice} className="font-medium text-neutral-900" />
            {onSale && (
              <s className="text-neutral-500">
                <span className="sr-only">{t('catalogue.oldPrice')} </span>
                <Price minor={item.oldUnitPrice} />
              </s>
            )}
          </p>
          <LineStock
            item={item}
            onSet={(quantity) => {
              change(quantity);
              flush();
            }}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 sm:flex-col sm:flex-nowrap sm:items-end sm:justify-start">
          <QuantityStepper
            value={quantity}
            max={max}
            disabled={pending}
            onChange={change}
            onBlur={flush}
            label={t('cart.line.quantityOf', { name: item.productName })}
            hideLabel
            decreaseLabel={t('cart.line.decrease', { name: item.productName })}
            increaseLabel={t('cart.line.increase', { name: item.productName })}
            size="sm"
            onClamp={setClampedAt}
            describedBy={clampNote ? noteId : undefined}
          />
          <p className="text-end">
            <span className="sr-only">{t('cart.line.lineTotal')} </span>
            <Price
              minor={item.unitPrice * quantity}
              className="font-semibold text-neutral-900 tabular-nums"
            />
          </p>
          {/* A line of its own under the quantity and the total, so neither is squeezed. */}
          <p
            id={noteId}
            role="status"
            className="w-full text-xs font-medium text-red-800 sm:w-auto sm:max-w-48 sm:text-end"
          >
            {clampNote}
          </p>
        </div>
      </div>
    </li>
  );
}
