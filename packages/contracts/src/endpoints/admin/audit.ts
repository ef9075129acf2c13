/** The audit of every back-office change (apps/api/src/modules/audit). */
import { adminEndpoint, types } from '../../endpoint.ts';
import type { auditPageSchema, auditQuerySchema } from '../../staff.ts';

export const listAuditEntries = adminEndpoint(
  'GET',
  'admin/audit',
  'audit.read',
  types<{ response: typeof auditPageSchema; query: typeof auditQuerySchema }>(),
);
