import { LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useClearCart } from '../api/clear-cart.ts';

/**
 * 'Clear cart', asked twice: the first press turns into the question with a confirm and a
 * cancel button (focus goes to cancel, the safe choice); cancel or Escape puts the button back.
 */
export function ClearCartButton() {
  const { t } = useTranslation();
  const clear = useClearCart();
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) buttonRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setAsking(true)}
        className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-red-800"
      >
        <Trash2 aria-hidden className="size-4" />
        {t('cart.clear')}
      </button>
    );
  }

  return (
    <fieldset
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3"
    >
      <legend className="float-start text-sm font-medium text-red-900">
        {t('cart.clear.question')}
      </legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => {
            clear.mutate();
            setAsking(false);
          }}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
        >
          {clear.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {t('cart.clear.confirm')}
        </button>
        <button
          ref={cancelRef}
          type="button"
          onClick={() => setAsking(false)}
          className="inline-flex min-h-10 items-center rounded-full border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-50"
        >
          {t('cart.clear.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
