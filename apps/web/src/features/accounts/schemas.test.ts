import { describe, expect, it, vi } from 'vitest';

describe('account form schemas', () => {
  it('never ask the browser to evaluate code (CSP without unsafe-eval, decision 15)', async () => {
    // zod 4 probes with `new Function('')` when it builds an object schema, and compiles parsers
    // with it unless jitless is set first. Count every use of the Function constructor while the
    // schemas load and parse.
    const constructed = vi.fn();
    const RealFunction = globalThis.Function;
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args, newTarget) {
          constructed(args);
          return Reflect.construct(target, args, newTarget);
        },
        apply(target, thisArg, args) {
          constructed(args);
          return Reflect.apply(target, thisArg, args);
        },
      }),
    );
    try {
      vi.resetModules();
      const { config } = await import('zod');
      const schemas = await import('./schemas.ts');
      expect(config().jitless).toBe(true);
      for (let i = 0; i < 3; i++) {
        schemas.loginFormSchema.parse({ email: 'a@b.co', password: 'x', rememberMe: true });
      }
      expect(constructed).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('say which field a mismatched confirmation belongs to, with the translation key', async () => {
    const { registerFormSchema } = await import('./schemas.ts');
    const result = registerFormSchema.safeParse({
      displayName: 'Sara',
      email: 'sara@example.com',
      phone: '',
      password: 'long enough',
      confirmPassword: 'different',
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['confirmPassword'], 'validation.passwordsDiffer'],
    ]);
  });
});
