/** The look of an address card's actions (Edit, Set as default, Delete): quiet, tap-sized. */
export const actionButtonClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 aria-disabled:cursor-wait aria-disabled:opacity-75';

/** A card of the address book: a saved address, or the form that adds or edits one. */
export const addressCardClass = 'rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5';
