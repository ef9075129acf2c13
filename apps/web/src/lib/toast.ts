/**
 * Toasts without sonner in the first load: the Toaster and sonner itself are loaded the first
 * time something is announced. sonner replays toasts raised before its Toaster subscribed.
 */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

let requested = false;
const listeners = new Set<() => void>();

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}

export function showToast(kind: ToastKind, message: string): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return import('sonner').then(({ toast }) => {
    toast[kind](message);
  });
}
