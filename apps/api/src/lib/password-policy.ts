/**
 * What a new password must not be, beyond the length the contracts' schema checks (8–128):
 * a common or breached password, or one built from the account's email (NIST SP 800-63B
 * 5.1.1.2: compare against breached and commonly used values and context-specific words; no
 * composition rules).
 *
 * The list: `@zxcvbn-ts/language-common` (MIT), about 49,000 passwords that occur more than ten
 * times in a 10-million-password breach corpus, lower-cased. It ships in the npm package, so
 * nothing is fetched at run time. Runs and repeats ('aaaaaaaa', '87654321') are not in it, since
 * zxcvbn finds those by pattern: `isTrivialPattern` catches them here.
 */

export type PasswordProblem = 'errors.commonPassword' | 'errors.passwordLikeEmail';

let common: Promise<ReadonlySet<string>> | undefined;

/** The list, decompressed into a Set on first use and kept. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/** One character repeated, or a run of consecutive characters up or down ('abcdefgh', '98765432'). */
export function isTrivialPattern(password: string): boolean {
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0)!);
  if (codes.length < 2) return true;
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) > 1) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/** The email's local part when it is long enough to be a telling part of a password. */
function emailWords(email: string): string[] {
  const lower = email.trim().toLowerCase();
  const local = lower.split('@')[0] ?? '';
  return local.length >= 4 ? [lower, local] : [lower];
}

/** Why `password` may not be used by the account with `email`, or null when it may. */
export async function passwordProblem(
  password: string,
  email?: string | null,
): Promise<PasswordProblem | null> {
  const lower = password.toLowerCase();
  if (email && emailWords(email).some((word) => lower.includes(word))) {
    return 'errors.passwordLikeEmail';
  }
  if (isTrivialPattern(password) || (await commonPasswords()).has(lower)) {
    return 'errors.commonPassword';
  }
  return null;
}

/** Loads the list ahead of the first registration, so that request does not wait for it. */
export function preloadCommonPasswords(): Promise<unknown> {
  return commonPasswords();
}
