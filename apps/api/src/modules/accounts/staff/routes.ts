import * as endpoints from '@storefront/contracts/endpoints/admin/staff';
import {
  addStaffRequestSchema,
  adminMeSchema,
  staffMemberSchema,
  staffMembersSchema,
  staffParamsSchema,
  staffRolesSchema,
  updateStaffRequestSchema,
} from '@storefront/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';
import { requireUser, staffActorOf } from '../../../plugins/auth.ts';
import type { AccountsDeps } from '../deps.ts';
import { addStaff, adminMe, listRoles, listStaff, updateStaff } from './service.ts';

/** The back office's people: who is signed in, the roles, and staff accounts (owner only). */
export const staffRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { db }) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  route(app, endpoints.getAdminMe, {
    schema: {
      ...common,
      summary: 'The signed-in staff member, their role and its permissions',
      description:
        'Any active staff member. A customer, an impersonation token or a deactivated account ' +
        'is 403 (errors.notStaff).',
      response: { 200: adminMeSchema },
    },
    handler: async (request) => adminMe(db, requireUser(request).id, request.staffGrant!),
  });

  route(app, endpoints.listStaffRoles, {
    schema: {
      ...common,
      summary: 'The roles and what each may do',
      response: { 200: staffRolesSchema },
    },
    handler: async () => listRoles(db),
  });

  route(app, endpoints.listStaff, {
    schema: { ...common, summary: 'Every staff account', response: { 200: staffMembersSchema } },
    handler: async () => listStaff(db),
  });

  route(app, endpoints.addStaff, {
    schema: {
      ...common,
      summary: 'Add a staff member with a role',
      description: 'An email another account has is 409; an unknown role is 400.',
      body: addStaffRequestSchema,
      response: { 201: staffMemberSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await addStaff(db, staffActorOf(request), request.body)),
  });

  route(app, endpoints.updateStaff, {
    schema: {
      ...common,
      summary: "Change a staff member's role, or deactivate or reactivate the account",
      description:
        'Deactivating ends every session of the account at once. Demoting or deactivating the ' +
        'last active owner is 409 (errors.lastOwner).',
      params: staffParamsSchema,
      body: updateStaffRequestSchema,
      response: { 200: staffMemberSchema },
    },
    handler: async (request) =>
      updateStaff(db, staffActorOf(request), request.params.id, request.body),
  });
};
