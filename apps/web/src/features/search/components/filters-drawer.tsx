import { Dialog } from '@base-ui/react/dialog';
import { type ReactNode, type RefObject, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { SideSheet } from '../../../shared/ui/side-sheet.tsx';

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
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('search.filters.title')}
      closeLabel={t('search.filters.close')}
      widthClass="w-[min(24rem,92vw)]"
    >
      {() => (
        <>
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
        </>
      )}
    </SideSheet>
  );
}
