import { useEffect } from 'react';
import { endImpersonationOnUnload } from '../end-impersonation.ts';

/**
 * Spec 4: impersonation ends when the page becomes hidden and then unloads (a reload, closing
 * the tab, leaving the shop). Browsers unload a visible page in this order: `pagehide`, then
 * `visibilitychange` to hidden, then unload; so `pagehide` marks the page as leaving and the
 * change to hidden that follows ends the session. A page that was hidden already (a background
 * tab being closed) gets no second change, so its `pagehide` ends it at once. Merely switching
 * tabs hides the page without leaving it, and ends nothing.
 */
export function useEndOnUnload(): void {
  useEffect(() => {
    let leaving = false;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      endImpersonationOnUnload();
    };
    const onPageHide = () => {
      if (document.visibilityState === 'hidden') end();
      else leaving = true;
    };
    const onVisibilityChange = () => {
      if (leaving && document.visibilityState === 'hidden') end();
    };
    // Back from the back/forward cache: the page did not unload after all.
    const onPageShow = () => {
      leaving = false;
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);
}
