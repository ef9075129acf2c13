import { type ReactNode, useSyncExternalStore } from 'react';
import { PageSkeleton } from './layout/page-skeleton.tsx';

const subscribe = () => () => {};

/**
 * A page that depends on who is visiting (cart, checkout, account, sign-in): the server draws it
 * as a skeleton inside the shell (it cannot know the visitor, whose session lives in the
 * browser), and the browser draws it once hydrated. Drawing it during hydration would start from
 * the server's guest and, say, send a signed-in customer to the login page and back.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return inBrowser ? children : <PageSkeleton />;
}
