import { useEffect } from 'react';
import { endImpersonationOnUnload } from '../end-impersonation.ts';

/**
 * Spec 4: impersonation ends when the page becomes hidden and then unloads. Becoming hidden
 * arms it (switching tabs, closing the window); a `pagehide` while armed ends it; becoming
 * visible again disarms it. A pagehide the page did not hide before (a reload, a link followed in
 * the same tab) leaves the impersonation running: the tab may come back to it.
 */
export function useEndOnUnload(): void {
  useEffect(() => {
    // A tab opened in the background is hidden from the start.
    let armed = document.visibilityState === 'hidden';
    const onVisibilityChange = () => {
      armed = document.visibilityState === 'hidden';
    };
    const onPageHide = () => {
      if (armed) endImpersonationOnUnload();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);
}
