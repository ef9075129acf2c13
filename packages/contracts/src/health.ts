import { z } from 'zod';

/** GET health: liveness. */
export const healthSchema = z.object({ status: z.literal('ok') });
