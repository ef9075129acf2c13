import {
  type AdminOrdersQuery,
  ORDER_VIEWS,
  PAYMENT_STATES,
} from '@storefront/contracts/admin-orders';
import { ORDER_STATUSES } from '@storefront/contracts/order-status';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;
const id = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const day = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** The list's query from the address (shareable, kept on reload); unknown values are dropped. */
export function readOrdersQuery(params: URLSearchParams): AdminOrdersQuery {
  const stateId = id(params.get('stateId'));
  const query: AdminOrdersQuery = {
    view: oneOf(ORDER_VIEWS, params.get('view')),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentMethodId: id(params.get('paymentMethodId')),
    paymentState: oneOf(PAYMENT_STATES, params.get('paymentState')),
    shippingMethodId: id(params.get('shippingMethodId')),
    stateId,
    // An area means nothing without its governorate (the API refuses it alone).
    areaId: stateId === undefined ? undefined : id(params.get('areaId')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    query: params.get('query')?.trim() || undefined,
    page: id(params.get('page')),
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AdminOrdersQuery;
}

/** The parameters in the order an address writes them, so one list has one address. */
const PARAMS = [
  'view',
  'status',
  'paymentMethodId',
  'paymentState',
  'shippingMethodId',
  'stateId',
  'areaId',
  'from',
  'to',
  'query',
  'page',
] as const satisfies readonly (keyof AdminOrdersQuery)[];

export function toSearchParams(query: AdminOrdersQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of PARAMS) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/** The address of a quick view (the dashboard's figures link here too). */
export const viewPath = (view: AdminOrdersQuery['view']) =>
  view ? `/orders?${toSearchParams({ view })}` : '/orders';

/**
 * The filters of a list as one canonical query string (known filters only, no page, in one
 * order), so a saved view and the address it is compared with read alike.
 */
export function filterString(query: AdminOrdersQuery): string {
  const { page: _page, ...filter } = readOrdersQuery(toSearchParams(query));
  return toSearchParams(filter).toString();
}

/** The address of a list with these filters (a saved view's link). */
export const filterPath = (filter: string) => (filter ? `/orders?${filter}` : '/orders');
