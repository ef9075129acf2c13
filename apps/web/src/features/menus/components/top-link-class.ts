/** A top-level item of the desktop menu bar. */
export const topLinkClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950';
