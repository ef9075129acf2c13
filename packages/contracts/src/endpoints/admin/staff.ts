/** The back office's own people: who is signed in, staff and roles (apps/api/src/modules/staff). */
import { adminEndpoint, types } from '../../endpoint.ts';
import type {
  addStaffRequestSchema,
  adminMeSchema,
  staffMemberSchema,
  staffMembersSchema,
  staffRolesSchema,
  updateStaffRequestSchema,
} from '../../staff.ts';

/** Any active staff member may ask who they are: catalogue.read is the least every role has. */
export const getAdminMe = adminEndpoint(
  'GET',
  'admin/me',
  'catalogue.read',
  types<{ response: typeof adminMeSchema }>(),
);
export const listStaffRoles = adminEndpoint(
  'GET',
  'admin/staff-roles',
  'staff.manage',
  types<{ response: typeof staffRolesSchema }>(),
);
export const listStaff = adminEndpoint(
  'GET',
  'admin/staff',
  'staff.manage',
  types<{ response: typeof staffMembersSchema }>(),
);
export const addStaff = adminEndpoint(
  'POST',
  'admin/staff',
  'staff.manage',
  types<{ status: 201; response: typeof staffMemberSchema; body: typeof addStaffRequestSchema }>(),
);
export const updateStaff = adminEndpoint(
  'PUT',
  'admin/staff/{id}',
  'staff.manage',
  types<{ response: typeof staffMemberSchema; body: typeof updateStaffRequestSchema }>(),
);
