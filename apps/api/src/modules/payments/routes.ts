import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/**
 * Spec 7 Payments (issue 6): providers, the cart's payment method, payment links, results,
 * and the built-in sandbox card gateway's hosted page under /pay/{reference} (ARCHITECTURE).
 * Registered at the root, not under /api, because it serves both.
 */
export async function paymentsModule(_app: FastifyInstance, _opts: { db: Db; config: Config }) {}
