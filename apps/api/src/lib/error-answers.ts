import type * as tables from '@storefront/contracts/endpoints/index';

/**
 * Which errors each operation can answer, and who may call it, for the OpenAPI document
 * (issue 18). Most of it follows from the operation's shape, which route() reads as it registers
 * the route; the rest, errors a service decides (a product that is gone, a cart that is full),
 * is the table below, in one place rather than spread over a hundred schemas.
 */

type Tables = typeof tables;
/** An operation's name: its entry's name in the endpoint tables, its OpenAPI operationId. */
export type OperationName = {
  [T in keyof Tables]: Extract<keyof Tables[T], string>;
}[keyof Tables];

export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 414, 415, 422, 429] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** The operation key route() writes the statuses under; the docs plugin turns it into responses. */
export const ERROR_STATUSES_KEY = 'x-error-statuses';

declare module 'fastify' {
  interface FastifySchema {
    [ERROR_STATUSES_KEY]?: readonly ErrorStatus[];
  }
}

/** What route() knows of an operation as it registers it. */
export interface OperationShape {
  /** The endpoint's path, OpenAPI style, relative to /api. */
  path: string;
  /** It reads a request body (JSON or a form). */
  readsBody: boolean;
  /** It answers 401 without a valid token. */
  needsCaller: boolean;
  staffOnly: boolean;
  /** It has a per-address rate limit of its own (@fastify/rate-limit). */
  rateLimited: boolean;
}

interface Extras {
  /** Errors its service answers beyond what its shape implies. */
  errors?: readonly ErrorStatus[];
  /** A token is read when one is sent (a guest upgraded, a saved address), never required. */
  tokenOptional?: true;
}

/**
 * Errors the services decide, by operation, each from a `throw` in the module's service or
 * routes (the operation's description says when). A 404 here is for an id in the body or the
 * query: a path's ids are derived. Keep it in step when a service learns a new refusal.
 */
const EXTRAS: Partial<Record<OperationName, Extras>> = {
  getThemeConfig: { errors: [404] },
  // Refused credentials, a spent refresh token; a locked email answers 429 (Retry-After); a
  // deactivated customer's right password, 403.
  login: { errors: [401, 403, 429] },
  refreshToken: { errors: [401] },
  registerCustomer: { errors: [401, 403, 409], tokenOptional: true },
  getCustomer: { errors: [404] },
  updateCustomer: { errors: [404, 409] },
  // A phone number another account has; codes asked for too often (Retry-After).
  requestPhoneCode: { errors: [409, 429] },
  confirmPhoneCode: { errors: [409] },
  startImpersonation: { errors: [404] },
  getStockQuantity: { errors: [404] },
  sendContactMessage: { tokenOptional: true },
  requestStockAlert: { tokenOptional: true },
  // A product that is not for sale (404), past the stock or a full cart (409).
  addCartItem: { errors: [404, 409] },
  addCartItems: { errors: [404, 409] },
  updateCartItem: { errors: [409] },
  // An unknown code (404); expired, not yet valid, used up (in all, or by the caller's orders as
  // often as its per-customer limit allows), below its minimum (409).
  applyPromoCode: { errors: [404, 409] },
  addWishlistItem: { errors: [404, 409] },
  addWishlistItems: { errors: [404, 409] },
  addAddress: { errors: [409] },
  // addressId names one of the caller's addresses: it needs their token then (401), and
  // someone else's is a 404.
  listShippingMethods: { errors: [401, 404], tokenOptional: true },
  getShippingMethod: { tokenOptional: true },
  // The shop has no default method (a shop without any).
  getDefaultShippingMethod: { errors: [404], tokenOptional: true },
  setCartShippingAddress: { errors: [404] },
  setCartBillingAddress: { errors: [404] },
  setCartShippingMethod: { errors: [404, 409] },
  setCartPaymentMethod: { errors: [404] },
  // Lines short of stock or a used-up promo code (409); an Idempotency-Key already used for
  // another cart (422).
  placeOrder: { errors: [409, 422] },
  cancelOrder: { errors: [409] },
  requestOrderReturn: { errors: [409] },
  changeOrderStatus: { errors: [409] },
  // A wrong number and a wrong email answer the same 404.
  lookupOrder: { errors: [404] },
  // The multipart form is read by the route (over 5 MB: 413; a type it does not take: 415).
  uploadFile: { errors: [413, 415] },
  getFileUrl: { errors: [404] },
  // Another account has the email (409).
  addStaff: { errors: [409] },
  // Demoting or deactivating the last active owner (409).
  updateStaff: { errors: [409] },
  getPaymentLink: { errors: [409] },
  getPaymentAccess: { errors: [409] },
  markPaymentSubmitted: { errors: [409] },
  // Back office, catalogue: an unknown category, brand or file in the body (404); a SKU another
  // product or variation has (409); stock below 0 (409); a category moved under itself, or
  // deleted with products or subcategories (409).
  createAdminProduct: { errors: [404, 409] },
  updateAdminProduct: { errors: [409] },
  adjustAdminStock: { errors: [409] },
  createAdminCategory: { errors: [404] },
  moveAdminCategory: { errors: [409] },
  deleteAdminCategory: { errors: [409] },
  // Back office, promotions: a code another has, in any case (409).
  createAdminPromotion: { errors: [409] },
  updateAdminPromotion: { errors: [409] },
  // Back office, settings (issue 26): a code another method has; the default method turned off,
  // deleted, or an off method made the default; a method orders use deleted; the last payment
  // provider on turned off (409).
  createAdminShippingMethod: { errors: [409] },
  updateAdminShippingMethod: { errors: [409] },
  deleteAdminShippingMethod: { errors: [409] },
  makeDefaultAdminShippingMethod: { errors: [409] },
  disableAdminPaymentProvider: { errors: [409] },
  // Back office, refunds and returns (issue 26): nothing paid, more than is left, a return not
  // received or already refunded (409); an unknown return in the body (404).
  refundAdminOrder: { errors: [409] },
  approveAdminOrderReturn: { errors: [409] },
  refuseAdminOrderReturn: { errors: [409] },
  receiveAdminOrderReturn: { errors: [409] },
};

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/**
 * The error statuses an operation can answer, in the JSON error format, from lowest:
 * - 400 always: every request's headers, query, path and body pass the input guard (no control
 *   characters), and what a schema declares is validated; `fields` names each refused part;
 * - 401 when it needs a token, 403 when `{userId}` must be the caller or it is for staff;
 * - 404 for an id in its path (`{userId}` is the caller: a wrong one is the 403), and 414 for
 *   any path parameter over the router's 100 characters (plugins/errors.ts frameworkErrors);
 * - 413 (over the body limit) and 415 (not JSON) when it reads a body;
 * - 429 (with Retry-After) when it has a rate limit of its own;
 * - and what EXTRAS adds.
 */
export function errorStatusesOf(name: OperationName, shape: OperationShape): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400]);
  if (shape.needsCaller) statuses.add(401);
  if (shape.staffOnly || shape.path.includes('{userId}')) statuses.add(403);
  const params = pathParams(shape.path);
  if (params.some((param) => param !== 'userId')) statuses.add(404);
  if (params.length > 0) statuses.add(414);
  if (shape.readsBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (shape.rateLimited) statuses.add(429);
  for (const status of EXTRAS[name]?.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

export type SecurityRequirement = { readonly [scheme: string]: readonly string[] };

const BEARER: SecurityRequirement = { bearer: [] };

/**
 * Who may call it: a bearer token required, optional (`{}` is "no token"), or public (`[]`).
 * Throws when the schema's own `security` says otherwise, so the document cannot claim a
 * route is public while it answers 401, nor the reverse.
 */
export function securityOf(
  name: OperationName,
  needsCaller: boolean,
  declared: readonly SecurityRequirement[] | undefined,
): readonly SecurityRequirement[] {
  const derived = needsCaller ? [BEARER] : EXTRAS[name]?.tokenOptional ? [{}, BEARER] : [];
  if (declared !== undefined && kindOf(declared) !== kindOf(derived)) {
    throw new Error(
      `${name}: its schema says the token is ${kindOf(declared)}, but the route makes it ${kindOf(derived)}`,
    );
  }
  return derived;
}

function kindOf(security: readonly SecurityRequirement[]): 'required' | 'optional' | 'not read' {
  if (security.length === 0) return 'not read';
  return security.some((requirement) => Object.keys(requirement).length === 0)
    ? 'optional'
    : 'required';
}

/** A schema that says a token is required makes the route need one (its handler asks). */
export const declaresBearer = (declared: readonly SecurityRequirement[] | undefined) =>
  declared !== undefined && kindOf(declared) === 'required';
