/**
 * One Idempotency-Key per attempt to place an order (issue 6): made once, kept in sessionStorage
 * until the attempt ends (the order is placed, or the server refused it), so a double click, a
 * retry after a lost answer or a reload in the middle re-sends the same key and the server
 * answers the same order instead of making a second one. Scoped to the user: another account in
 * the same tab starts its own attempt.
 */
const STORAGE_KEY = 'checkoutAttempt';

interface StoredAttempt {
  userId: string;
  key: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): StoredAttempt | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'userId' in value &&
      'key' in value &&
      typeof value.userId === 'string' &&
      typeof value.key === 'string'
    ) {
      return { userId: value.userId, key: value.key };
    }
  } catch {
    // A broken entry is no attempt.
  }
  return null;
}

/** The key of the current attempt of `userId`, made (and kept) on first use. */
export function checkoutAttemptKey(userId: string): string {
  const stored = read();
  if (stored?.userId === userId) return stored.key;
  const key = crypto.randomUUID();
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ userId, key } satisfies StoredAttempt));
  } catch {
    // Without storage the key still holds for this page's retries (the caller keeps it).
  }
  return key;
}

/** Ends the attempt: the next "Place order" is a new order. */
export function endCheckoutAttempt(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to end.
  }
}
