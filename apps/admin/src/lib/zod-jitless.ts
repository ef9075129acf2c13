import { config } from 'zod';

/**
 * The server's CSP forbids eval, and zod 4 probes for it (`new Function('')`) when it builds its
 * first object schema, which a strict CSP reports as a violation. Imported for its side effect
 * before any module that builds zod schemas (the forms' schema modules import it first).
 */
config({ jitless: true });
