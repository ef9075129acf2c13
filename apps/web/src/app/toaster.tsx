import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToToasterRequest } from '../lib/toast.ts';

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'));

/** Mounted once in the layout; renders sonner's Toaster only after the first toast. */
export function Toaster() {
  const requested = useSyncExternalStore(
    subscribeToToasterRequest,
    isToasterRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
