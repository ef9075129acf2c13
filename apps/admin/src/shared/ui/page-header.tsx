import type { ReactNode } from 'react';
import { useDocumentTitle } from '../use-document-title.ts';

/** A page's one <h1>, its document title, and its actions at the end of the line. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="min-w-0 break-words text-xl font-semibold text-neutral-900">{title}</h1>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
