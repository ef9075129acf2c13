import type { ReactNode } from 'react';
import { cardClass } from './styles.ts';

/** A titled card of a record's page (a region named by its heading). */
export function DetailCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} p-4`}>
      <h2 id={id} className="mb-3 font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A term and its value in a card's list (inside a <dl>). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-0.5 text-sm">
      <dt className="text-neutral-600">{term}</dt>
      <dd className="min-w-0 break-words text-neutral-900">{children}</dd>
    </div>
  );
}
