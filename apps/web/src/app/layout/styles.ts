/** Round icon buttons and links of the header (account, wishlist, cart). */
export const iconButtonClass =
  'relative inline-flex size-10 items-center justify-center rounded-full text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950';
