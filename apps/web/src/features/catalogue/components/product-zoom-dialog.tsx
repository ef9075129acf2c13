import { Dialog } from '@base-ui/react/dialog';
import type { Picture } from '@storefront/contracts/catalogue';
import { pictureSources } from '@storefront/contracts/picture-copies';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useId } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

interface ProductZoomDialogProps {
  pictures: readonly Picture[];
  /** The picture shown, shared with the gallery: closing leaves the gallery on it. */
  index: number;
  onIndexChange: (index: number) => void;
  /** The product's name: the dialog's title, and a picture's alt text when it has none. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when it closes (the "Zoom picture" button). */
  returnFocus: RefObject<HTMLElement | null>;
}

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-neutral-900 shadow-md ring-1 ring-neutral-200 transition hover:bg-neutral-100';

/**
 * Issue 29: the product's pictures large, over the page (a modal dialog: Escape or the close
 * button closes it, and focus goes back to the button that opened it). Previous and next are
 * buttons, and the arrow keys do the same, mirrored in Arabic: the arrow towards the reading
 * direction's end goes forward. Loaded on first intent, so Base UI's dialog is not part of the
 * product page's first load.
 */
export default function ProductZoomDialog({
  pictures,
  index,
  onIndexChange,
  name,
  open,
  onOpenChange,
  returnFocus,
}: ProductZoomDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const total = pictures.length;
  const picture = pictures[index] ?? pictures[0];
  const step = (by: number) => onIndexChange((index + by + total) % total);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (total < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    event.preventDefault();
    step(forward ? 1 : -1);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-neutral-950/60 transition-opacity duration-200 data-ending-style:opacity-0 data-starting-style:opacity-0" />
        <Dialog.Popup
          aria-labelledby={titleId}
          finalFocus={returnFocus}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col bg-white pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] outline-none transition-opacity duration-200 data-ending-style:opacity-0 data-starting-style:opacity-0 sm:inset-4 sm:rounded-3xl sm:p-0 sm:shadow-2xl"
        >
          <div className="flex items-center gap-3 border-b border-neutral-200 px-4 py-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title
                id={titleId}
                className="truncate text-base font-semibold text-neutral-900"
              >
                {name}
              </Dialog.Title>
              {total > 1 && (
                <p aria-live="polite" className="text-sm text-neutral-600">
                  {t('catalogue.pictureOf', { index: index + 1, total })}
                </p>
              )}
            </div>
            <Dialog.Close
              aria-label={t('catalogue.closeZoom')}
              className="rounded-full p-2 text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center p-4">
            {picture && (
              <img
                // A new element per picture, so the last one is not shown stretched meanwhile.
                key={picture.path}
                {...pictureSources(picture.path, picture.width, '100vw')}
                alt={picture.alt || name}
                width={picture.width}
                height={picture.height}
                decoding="async"
                className="max-h-full max-w-full object-contain"
              />
            )}
            {total > 1 && (
              <>
                <button
                  type="button"
                  aria-label={t('catalogue.previousPicture')}
                  onClick={() => step(-1)}
                  className={`absolute start-3 top-1/2 -translate-y-1/2 ${roundButton}`}
                >
                  <ChevronLeft aria-hidden className="size-6 rtl:-scale-x-100" />
                </button>
                <button
                  type="button"
                  aria-label={t('catalogue.nextPicture')}
                  onClick={() => step(1)}
                  className={`absolute end-3 top-1/2 -translate-y-1/2 ${roundButton}`}
                >
                  <ChevronRight aria-hidden className="size-6 rtl:-scale-x-100" />
                </button>
              </>
            )}
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
