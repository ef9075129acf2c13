import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores argon2id with a salt and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false);
  });

  it('treats a stored value that is not a hash as a failed check, not an error', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
