import { describe, expect, it } from 'vitest';
import { isTrivialPattern, passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('refuses common and breached passwords, whatever their case', async () => {
    for (const password of ['password1', 'Password123', 'QWERTYUIOP', 'iloveyou', 'p@ssw0rd']) {
      expect(await passwordProblem(password), password).toBe('errors.commonPassword');
    }
  });

  it('refuses runs and repeats the list leaves to pattern matching', async () => {
    for (const password of ['aaaaaaaa', '00000000', 'abcdefgh', '87654321']) {
      expect(isTrivialPattern(password), password).toBe(true);
      expect(await passwordProblem(password)).toBe('errors.commonPassword');
    }
    expect(isTrivialPattern('abcdefgz')).toBe(false);
  });

  it('refuses the email, or its local part when it has 4 or more characters', async () => {
    expect(await passwordProblem('Mariam.Saleh-2026', 'mariam.saleh@example.com')).toBe(
      'errors.passwordLikeEmail',
    );
    expect(await passwordProblem('x1@example.com', 'X1@Example.com')).toBe(
      'errors.passwordLikeEmail',
    );
    // A short local part is too common a fragment to forbid.
    expect(await passwordProblem('mo-violet-harbour', 'mo@example.com')).toBeNull();
  });

  it('accepts a password that is none of these', async () => {
    expect(await passwordProblem('violet-harbour-sextant-42', 'sara@example.com')).toBeNull();
    expect(await passwordProblem('كلمة-مرور-طويلة-وفريدة')).toBeNull();
  });
});
