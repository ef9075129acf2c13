import { type ReactNode, useId } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (to log in, register, ask for a new link). */
  footer?: ReactNode;
}

/**
 * The frame of the sign-in pages: a centred card on wide screens, the full width on a phone.
 * Logical properties only, so Arabic mirrors by itself.
 */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  useDocumentTitle(title, { withShopName: true });
  const headingId = useId();
  return (
    <div className="bg-linear-to-b from-primary/10 to-white px-4 py-8 sm:py-14">
      <section
        aria-labelledby={headingId}
        className="mx-auto w-full max-w-md sm:rounded-3xl sm:border sm:border-neutral-200 sm:bg-white sm:p-8 sm:shadow-sm"
      >
        <h1
          id={headingId}
          className="text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl"
        >
          {title}
        </h1>
        {intro && <div className="mt-2 text-pretty text-neutral-700">{intro}</div>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-8 border-t border-neutral-200 pt-6 text-center text-sm text-neutral-700">
            {footer}
          </div>
        )}
      </section>
    </div>
  );
}
