import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '@storefront/contracts';
import type { RegisterRequest } from '@storefront/contracts/accounts';
import type { Db } from '../../../db/client.ts';
import { forbidden, unauthorized } from '../../../lib/http-error.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import type { RequestUser } from '../../../plugins/auth.ts';
import { revokeUserSessions, startSession, type TokenConfig } from '../../sessions/service.ts';
import {
  accountKey,
  assertContactsFree,
  contactConflictOf,
  FieldProblems,
  readShopSettings,
} from '../service.ts';
import {
  insertCustomer,
  lockUserToUpgrade,
  type NewAccount,
  upgradeToCustomer,
} from './queries.ts';

export interface RegisterInput {
  body: RegisterRequest;
  /** The guest being upgraded (spec 7: the user header), if any. */
  guestId: string | undefined;
  caller: RequestUser | null;
}

const guestUpgradeRefused = () => forbidden('errors.guestUpgradeRefused');

/**
 * Spec 7 POST users/customers/register. With the user header, the guest becomes the customer in
 * place: same user id, so everything keyed by it (cart, wishlist) is the customer's at once, in
 * one transaction. The guest's sessions end and a customer session starts.
 */
export async function register(
  db: Db,
  config: TokenConfig,
  { body, guestId, caller }: RegisterInput,
): Promise<AuthTokens> {
  const shop = await readShopSettings(db);
  if (!shop.canRegister) throw forbidden('errors.registrationClosed');
  if (guestId !== undefined) {
    // Only the guest itself may turn itself into a customer.
    if (!caller) throw unauthorized();
    if (caller.id !== guestId || caller.role !== 'guest' || caller.impersonatorId) {
      throw guestUpgradeRefused();
    }
  }

  const email = accountKey(body.email);
  const problems = new FieldProblems();
  const phone = body.phone ? problems.phone('phone', body.phone, shop.country) : null;
  await problems.password('password', body.password, email);
  problems.throwIfAny();
  await assertContactsFree(db, { email, phone, exceptUserId: guestId });

  const passwordHash = await hashPassword(body.password);
  const account: NewAccount = {
    role: 'customer',
    email,
    displayName: body.displayName,
    phone,
    passwordHash,
    updatedAt: new Date(),
  };
  try {
    return await db.transaction(async (tx) => {
      let userId: string;
      if (guestId === undefined) {
        userId = randomUUID();
        await insertCustomer(tx, userId, account);
      } else {
        const guest = await lockUserToUpgrade(tx, guestId);
        if (guest?.role !== 'guest') throw guestUpgradeRefused();
        // A number the guest already verified stays verified.
        const phoneVerifiedAt =
          phone !== null && phone === guest.phone ? guest.phoneVerifiedAt : null;
        await upgradeToCustomer(tx, guestId, { ...account, phoneVerifiedAt });
        await revokeUserSessions(tx, guestId);
        userId = guestId;
      }
      return startSession(tx, config, { userId, role: 'customer' });
    });
  } catch (error) {
    throw contactConflictOf(error) ?? error;
  }
}
