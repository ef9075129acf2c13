import { config } from 'zod';

/**
 * Decision 15 and 11: our CSP forbids eval, and zod 4 probes for it (`new Function('')`) when it
 * builds its first object schema, which a strict CSP reports as a violation even though zod
 * catches the error. With `jitless` zod never probes and always validates by interpretation.
 * Import this module for its side effect BEFORE any module that builds zod schemas (the
 * contracts' schema modules build theirs when they load): features/accounts/schemas.ts does.
 */
config({ jitless: true });
