import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './accounts.ts';
import { idParamSchema } from './input-rules.ts';

/**
 * What a staff member may do in the back office. Every admin operation declares one in its
 * endpoint table (`adminEndpoint`), and the API's one permission hook enforces it.
 */
export const PERMISSIONS = [
  'catalogue.read',
  'catalogue.write',
  'orders.read',
  'orders.write',
  'customers.read',
  'customers.write',
  'promotions.manage',
  'settings.manage',
  'content.manage',
  'impersonate',
  'staff.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The preset roles and what each may do. Roles are rows (staff_roles), seeded from this; the
 * owner is the one role that manages staff, and a shop always keeps at least one active owner.
 */
export const PRESET_ROLES = {
  owner: PERMISSIONS,
  catalogue: ['catalogue.read', 'catalogue.write'],
  orders: ['orders.read', 'orders.write', 'customers.read', 'customers.write', 'catalogue.read'],
  support: ['orders.read', 'customers.read', 'catalogue.read', 'impersonate'],
} as const satisfies Record<string, readonly Permission[]>;
export type PresetRoleId = keyof typeof PRESET_ROLES;
export const OWNER_ROLE: PresetRoleId = 'owner';

const localizedName = z.object({ en: z.string(), ar: z.string().optional() });

/** GET admin/me: the signed-in staff member and what they may do. */
export const adminMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  roleId: z.string(),
  roleName: localizedName,
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const staffRoleSchema = z.object({
  id: z.string(),
  name: localizedName,
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;
export const staffRolesSchema = z.array(staffRoleSchema);

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  roleId: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMembersSchema = z.array(staffMemberSchema);

const roleIdSchema = z.string('validation.required').min(1, 'validation.required').max(40);
const displayNameSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong');

/** POST admin/staff: a new staff account. */
export const addStaffRequestSchema = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
  password: newPasswordSchema,
  roleId: roleIdSchema,
});
export type AddStaffRequest = z.input<typeof addStaffRequestSchema>;

/** PUT admin/staff/{id}: a new role, or the account (de)activated; what is left out stays. */
export const updateStaffRequestSchema = z.object({
  roleId: roleIdSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;

export const staffParamsSchema = z.object({ id: z.uuid('validation.id') });

/** An audited change: who (with the permission they used), what, before and after, when. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string().nullable(),
  permission: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  entity: z.string().max(40).optional(),
  entityId: z.string().max(100).optional(),
  actorId: z.uuid('validation.id').optional(),
  from: z.iso.date('validation.date').optional(),
  to: z.iso.date('validation.date').optional(),
  page: idParamSchema.optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
