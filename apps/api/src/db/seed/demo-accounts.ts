import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo shop's people, printed by the server at start so anyone can sign in at once. They
 * exist only in demo mode (SEED_DEMO); a real shop creates its staff itself.
 */
export const demoAccounts = [
  {
    role: 'customer',
    email: 'customer@dukkan.demo',
    password: 'dukkan-shopper-2026',
    displayName: 'Sara Al-Mutairi',
    phone: '+96550000001',
  },
  {
    role: 'staff',
    staffRoleId: 'owner',
    email: 'owner@dukkan.demo',
    password: 'dukkan-admin-2026',
    displayName: 'Huda Al-Sabah',
    phone: null,
  },
  {
    role: 'staff',
    staffRoleId: 'catalogue',
    email: 'catalogue@dukkan.demo',
    password: 'dukkan-shelves-2026',
    displayName: 'Yousef Karam',
    phone: null,
  },
  {
    role: 'staff',
    staffRoleId: 'orders',
    email: 'orders@dukkan.demo',
    password: 'dukkan-parcels-2026',
    displayName: 'Mariam Al-Enezi',
    phone: null,
  },
  {
    role: 'staff',
    staffRoleId: 'support',
    email: 'staff@dukkan.demo',
    password: 'dukkan-team-2026',
    displayName: 'Omar Haddad',
    phone: null,
  },
] as const;

export async function seedDemoAccounts(tx: Tx): Promise<void> {
  for (const { password, ...account } of demoAccounts) {
    await tx
      .insert(users)
      .values({ id: randomUUID(), ...account, passwordHash: await hashPassword(password) });
  }
}
