/** The back office's visual language: calm neutrals, the shop's colour for actions and focus. */
export const inputClass =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-500 hover:border-neutral-400 focus:border-primary-strong aria-invalid:border-red-600 disabled:bg-neutral-100 disabled:text-neutral-500';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-md bg-primary-strong px-3 py-1.5 text-sm font-semibold text-white shadow-xs hover:brightness-90 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-neutral-800 shadow-xs hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-60';

export const dangerButtonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 shadow-xs hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

export const iconButtonClass =
  'inline-flex size-8 items-center justify-center rounded-md border border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-40';

export const linkClass =
  'font-medium text-primary-strong underline-offset-2 hover:underline focus-visible:underline';

export const cardClass = 'rounded-lg border border-neutral-200 bg-white shadow-xs';

/** A table that scrolls inside its card on a narrow screen, never the page. */
// Positioned, so that what is visually hidden inside (sr-only) scrolls with the table, not the page.
export const tableWrapClass = 'relative overflow-x-auto';
export const tableClass = 'w-full min-w-[40rem] border-collapse text-sm';
export const thClass =
  'border-b border-neutral-200 bg-neutral-50 px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-neutral-600';
export const tdClass = 'border-b border-neutral-100 px-3 py-2 align-top';
