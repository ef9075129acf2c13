/**
 * Toasts without sonner in the first load: the Toaster and sonner itself are loaded the first
 * time something is announced. sonner replays toasts raised before its Toaster subscribed.
 */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** A button in the toast (e.g. "Undo"), which closes it when pressed. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

let requested = false;
const listeners = new Set<() => void>();

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}

export function showToast(kind: ToastKind, message: string, action?: ToastAction): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return import('sonner').then(({ toast }) => {
    // An action needs time to be read and reached by keyboard: the toast stays longer.
    toast[kind](message, action ? { action, duration: 8000 } : undefined);
  });
}
