import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored as argon2id (PHC string), with OWASP's minimum parameters for it: 19 MiB
 * of memory, 2 passes, 1 lane. The PHC string carries its parameters, so raising them later
 * still verifies the hashes made today.
 */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
