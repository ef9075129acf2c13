import type { ReactNode } from 'react';
import { cardClass } from './styles.ts';

/** A titled card of a form (a product's, a promo code's, a shipping method's), named by its heading. */
export function FormSection({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} space-y-4 p-4`}>
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
