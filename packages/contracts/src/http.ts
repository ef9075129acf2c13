/** Spec 7: every call carries the language header. We use the standard one. */
export const LANGUAGE_HEADER = 'accept-language';
/** Spec 7 (register): the role and the user being upgraded travel in headers. */
export const ROLE_HEADER = 'x-role';
export const USER_HEADER = 'x-user-id';

/** All API paths live under this prefix (ARCHITECTURE: paths of spec 7, verbatim, under /api). */
export const API_PREFIX = '/api';

/** Spec 9: tenant 1, web app 1, slot 1 in theme and menu calls. */
export const TENANT = { tenantId: 1, webAppId: 1, slot: 1 } as const;
