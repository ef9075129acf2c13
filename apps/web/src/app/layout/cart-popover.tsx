import { Popover } from '@base-ui/react/popover';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CartDropDown } from '../../features/cart/index.ts';
import { loadFreeDeliveryProgress } from '../../features/shipping/index.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { iconButtonClass } from './styles.ts';

const FreeDeliveryProgress = lazy(() =>
  loadFreeDeliveryProgress().then((module) => ({ default: module.FreeDeliveryProgress })),
);

/**
 * The cart drop-down's popover (spec 2), from 768 px. It replaces the header's plain button on
 * first press and opens at once; from then on the trigger toggles it. Not a menu: it holds
 * links, buttons and prices, so it is a non-modal dialog. Escape or a click outside closes it
 * and focus returns to the button; following a link inside closes it too.
 */
export default function CartPopover({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  // Another page (a link inside, or back and forward) closes it.
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setOpen(false);
  }, [pathname]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal={false}>
      <Popover.Trigger aria-label={label} className={iconButtonClass}>
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner sideOffset={8} align="end" collisionPadding={12} className="z-50">
          <Popover.Popup className="flex w-[min(24rem,calc(100vw-1.5rem))] origin-(--transform-origin) flex-col rounded-2xl border border-neutral-200 bg-white shadow-xl outline-none transition-[scale,opacity] duration-150 focus-visible:outline-2 focus-visible:outline-primary-strong data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0">
            <Popover.Title className="px-4 pt-4 text-base font-semibold text-neutral-900">
              {t('cart.dropDown.title')}
            </Popover.Title>
            <CartDropDown
              onNavigate={() => setOpen(false)}
              freeDelivery={
                <Suspense fallback={null}>
                  <FreeDeliveryProgress />
                </Suspense>
              }
            />
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
