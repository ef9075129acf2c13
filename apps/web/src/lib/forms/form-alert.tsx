import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A form-level message (a refused login, an offline network, a rate limit). role="alert" makes
 * screen readers announce it when it appears; the live region stays mounted so a second, equal
 * message is announced too.
 */
export function FormAlert({
  message,
  children,
}: {
  message?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <div className="flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">{message}</p>
            {children}
          </div>
        </div>
      )}
    </div>
  );
}
