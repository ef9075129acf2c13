/**
 * The cart's free-delivery line, loaded when the cart page or the drop-down first shows it. Lazy
 * so that its chunk is named in theirs and not in the first load's preload list (the bundle
 * budget); in a module of its own, not in index.ts (see load-impersonation-banner.ts).
 */
export const loadFreeDeliveryProgress = () => import('./free-delivery-progress.tsx');
