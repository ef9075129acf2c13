import { Dialog } from '@base-ui/react/dialog';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

interface FiltersDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the drawer closes (the "Filters" button). */
  returnFocus: RefObject<HTMLElement | null>;
  /** The results with the filters now applied; null while the first answer is on its way. */
  count: number | null;
  /** The link that removes every filter, when any is applied. */
  clearAllHref: string | null;
  /** The facets. */
  children: ReactNode;
}

/** The width from which the facets sit beside the results (Tailwind's md) and need no drawer. */
const WIDE = '(min-width: 48rem)';

/**
 * The facets on a phone (issue 29): a modal panel from the inline-start edge with a close
 * button, focus kept inside while it is open and given back to the "Filters" button after, and a
 * sticky "Show N results" button that closes it on the results. A choice inside applies at once
 * (the URL changes behind the panel), so N is always what closing it shows.
 */
export function FiltersDrawer({
  open,
  onOpenChange,
  returnFocus,
  count,
  clearAllHref,
  children,
}: FiltersDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();

  // Turned wide (a rotated tablet), the facets are beside the results: no drawer over them.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia?.(WIDE);
    if (!wide) return;
    const close = () => {
      if (wide.matches) onOpenChange(false);
    };
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-black/40 transition-opacity duration-200 data-ending-style:opacity-0 data-starting-style:opacity-0" />
        <Dialog.Popup
          aria-labelledby={titleId}
          finalFocus={returnFocus}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(24rem,92vw)] flex-col bg-white shadow-2xl outline-none transition-transform duration-200 ease-out data-ending-style:-translate-x-full data-starting-style:-translate-x-full rtl:data-ending-style:translate-x-full rtl:data-starting-style:translate-x-full"
        >
          <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
            <Dialog.Title id={titleId} className="text-base font-semibold text-neutral-900">
              {t('search.filters.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('search.filters.close')}
              className="rounded-full p-2 text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-5">{children}</div>
          <div className="sticky bottom-0 flex items-center gap-3 border-t border-neutral-200 bg-white px-4 py-3">
            {clearAllHref && (
              <Link
                to={clearAllHref}
                className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-primary-strong underline-offset-2 hover:underline"
              >
                {t('search.filters.clearAll')}
              </Link>
            )}
            <Dialog.Close className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-primary-strong px-5 text-sm font-semibold text-white hover:brightness-90">
              {count === null
                ? t('search.filters.showResultsPending')
                : t('search.filters.showResults', { count })}
            </Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
