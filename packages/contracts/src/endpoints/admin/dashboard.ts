/** The back office's home for staff who see orders (apps/api/src/modules/orders/dashboard). */
import type { dashboardSchema } from '../../admin-dashboard.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const getAdminDashboard = adminEndpoint(
  'GET',
  'admin/dashboard',
  'orders.read',
  types<{ response: typeof dashboardSchema }>(),
);
