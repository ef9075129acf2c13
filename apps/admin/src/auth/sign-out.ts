import { clearSession, readToken } from '@storefront/client/storage';
import type { QueryClient } from '@tanstack/react-query';
import { endOwnSession } from './api/end-session.ts';

/** How long sign-out waits for the server before leaving anyway. */
const SERVER_TIMEOUT_MS = 2000;

/**
 * Ends the session on the server (best effort, bounded), then forgets the tokens and every
 * answer kept for this staff member; the shell sees no session and shows the sign-in page.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const token = readToken('accessToken');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVER_TIMEOUT_MS);
  try {
    if (token) await endOwnSession(token, controller.signal);
  } catch {
    // The session ends here regardless; an unreachable server must not keep anyone signed in.
  } finally {
    clearTimeout(timer);
    clearSession();
    queryClient.clear();
  }
}
