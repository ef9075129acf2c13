import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may; our CSP has no 'unsafe-eval', so
 * even zod's guarded probe (run when an object schema is built) is reported as a violation.
 * Jitless parsing is plenty fast for API responses. Imported first by main.tsx and by the API
 * client, so the bundler places it before the contract schemas in whichever chunk holds them.
 */
config({ jitless: true });
