import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import type { MenuNode } from '../menu-tree.ts';

/** The slide-in panel's chunk (Base UI's dialog): loaded on first intent, or ahead by tests. */
export const loadMobileMenuDialog = () => import('./mobile-menu-dialog.tsx');
const MobileMenuDialog = lazy(loadMobileMenuDialog);

/** The "Open menu" button of small screens; the panel's code loads on first intent. */
export function MobileMenu({ tree }: { tree: MenuNode[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setOpen(false), [pathname, search]);

  const prefetch = () => {
    void loadMobileMenuDialog();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="rounded-full p-2 text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950"
      >
        <MenuIcon aria-hidden className="size-6" />
        <span className="sr-only">{t('header.openMenu')}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuDialog tree={tree} open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
