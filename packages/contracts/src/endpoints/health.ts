/** Liveness (apps/api/src/modules/health). */
import { endpoint, types } from '../endpoint.ts';
import type { healthSchema } from '../health.ts';

export const checkHealth = endpoint('GET', 'health', types<{ response: typeof healthSchema }>());
