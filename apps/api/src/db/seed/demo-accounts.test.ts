import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../lib/password-policy.ts';
import { demoAccounts } from './demo-accounts.ts';

describe('the demo accounts', () => {
  it('have passwords the shop itself would accept (retyped in a password change, they pass)', async () => {
    for (const account of demoAccounts) {
      expect(await passwordProblem(account.password, account.email), account.email).toBeNull();
    }
  });
});
