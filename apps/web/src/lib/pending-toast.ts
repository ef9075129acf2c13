import { takePendingToast } from '@storefront/client/storage';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { showToast } from './toast.ts';

/**
 * A toast raised just before a reload (spec 4: 'session finished' after impersonation ends) shows
 * on the page that follows. Taking it removes it, so it shows once.
 */
export function showPendingToast(t: (key: TranslationKey) => string): void {
  const pending = takePendingToast();
  if (!pending) return;
  const action = pending.action;
  void showToast(
    pending.kind,
    t(pending.key),
    action && { label: t(action.key), onClick: () => window.location.assign(action.path) },
  );
}
