/** Shared look of form controls (the visual language of the home and not-found pages). */
export const inputClass =
  'block w-full rounded-xl border border-neutral-300 bg-white px-4 py-2.5 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-500 hover:border-neutral-400 focus:border-primary-strong aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-700';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-primary-strong px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:brightness-90 aria-disabled:cursor-wait aria-disabled:opacity-75 aria-disabled:hover:brightness-100';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-neutral-300 bg-white px-5 py-2.5 text-sm font-semibold text-neutral-800 transition hover:border-neutral-400 hover:bg-neutral-50 aria-disabled:cursor-wait aria-disabled:opacity-75';

export const textLinkClass =
  'font-semibold text-primary-strong underline-offset-4 hover:underline focus-visible:underline';
