import { api } from '@storefront/client/api-client';
import type { RegisterRequest } from '@storefront/contracts/accounts';
import { registerCustomer as registerCustomerEndpoint } from '@storefront/contracts/endpoints/accounts/register';
import { ROLE_HEADER, USER_HEADER } from '@storefront/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../../sessions/index.ts';
import { startSignedInSession } from '../session-change.ts';

/**
 * POST users/customers/register (spec 7). A guest registering sends the role and user headers
 * of spec 6 so the API upgrades that guest in place and the cart and wishlist stay theirs
 * (decision 22); the guest's own token goes with it, as the API checks they match.
 */
export function registerCustomer(body: RegisterRequest, guestId: string | null) {
  const headers: Record<string, string> = guestId
    ? { [ROLE_HEADER]: 'guest', [USER_HEADER]: guestId }
    : {};
  return api.call(registerCustomerEndpoint, { body, headers });
}

/** Registers and signs the new customer in, persistently (a registration is meant to last). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) => {
      // Read at the moment of sending: the first guest may have been created since the render.
      const session = readSession();
      return registerCustomer(body, session.isGuest ? session.userId : null);
    },
    onSuccess: (tokens) => startSignedInSession(queryClient, tokens, 'local'),
  });
}
