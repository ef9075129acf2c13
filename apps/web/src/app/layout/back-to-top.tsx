import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/** Spec 9: the back-to-top button appears after 300 px of scroll. */
export const BACK_TO_TOP_AFTER_PX = 300;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    // At most one check per frame, however fast the scroll events come.
    let scheduled = false;
    let frame = 0;
    const update = () => {
      scheduled = false;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (scheduled) return;
      scheduled = true;
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}

/**
 * Not rendered at all until the page has scrolled past the threshold. It floats above a bar
 * fixed at the bottom of the screen (the product page's on phones), which sets the variable.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // Keyboard users continue from the top of the page, not from the vanished button.
        document.getElementById('skip-link')?.focus({ preventScroll: true });
      }}
      className="fixed end-4 bottom-[calc(1rem+var(--sticky-bar-height,0px))] z-30 inline-flex items-center gap-2 rounded-full bg-primary-strong px-4 py-3 text-sm font-medium text-white shadow-lg hover:brightness-90 sm:end-6 sm:bottom-[calc(1.5rem+var(--sticky-bar-height,0px))]"
    >
      <ArrowUp aria-hidden className="size-4" />
      {t('footer.backToTop')}
    </button>
  );
}
