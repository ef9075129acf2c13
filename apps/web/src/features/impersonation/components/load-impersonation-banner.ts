/**
 * The banner's chunk: the layout loads it only while someone impersonates. (In a module of its
 * own, not in index.ts: a dynamic import in a module that lazy pages share as well keeps Rolldown
 * from merging the first load's small chunks.)
 */
export const loadImpersonationBanner = () => import('./impersonation-banner.tsx');
