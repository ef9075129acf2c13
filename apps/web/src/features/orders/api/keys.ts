/** The orders' query keys: lists by page, one order, its lines. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (userId: string | null, page: number) => ['orders', 'list', userId, page] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
  items: (orderId: number) => ['orders', 'items', orderId] as const,
};

/** The history's page size. */
export const ORDERS_PER_PAGE = 10;
