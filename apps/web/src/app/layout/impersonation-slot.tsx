import { lazy, Suspense } from 'react';
import { loadImpersonationBanner } from '../../features/impersonation/index.ts';
import { useSession } from '../../features/sessions/index.ts';

/** Spec 2 impersonation banner: its code loads only while a staff member impersonates. */
const ImpersonationBanner = lazy(loadImpersonationBanner);

/**
 * The banner reads the session itself, so that the session filling in after hydration (a guest
 * stored, a customer recognised) re-renders it alone. Re-rendering the layout then would reach
 * the page and the footer while they are still waiting for their code to hydrate, and React
 * would throw the server's drawing away and show their skeletons until the code came.
 */
export function ImpersonationBannerSlot() {
  const { isImpersonating, userId } = useSession();
  if (!isImpersonating || !userId) return null;
  return (
    <Suspense fallback={<div aria-hidden className="h-10 bg-amber-300" />}>
      <ImpersonationBanner userId={userId} />
    </Suspense>
  );
}
