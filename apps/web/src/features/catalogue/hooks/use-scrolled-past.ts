import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether `target` has scrolled out of view above the window's top, or under the sticky header
 * there (an IntersectionObserver, no scroll handler). False while it is in view or still below,
 * and where there is no IntersectionObserver.
 */
export function useScrolledPast(target: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The layout's header sticks to the top: under it is out of view too.
    const header = document.querySelector('header')?.getBoundingClientRect();
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setPast(!entry.isIntersecting && entry.boundingClientRect.top < top);
      },
      // The area watched reaches far below the window, so a target below it counts as in
      // view: an observer only speaks when that changes, and a jump from above the target to
      // well past it (the End key, a link to the footer) changes nothing else.
      { rootMargin: `-${Math.round(header?.height ?? 0)}px 0px 1000000px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}
