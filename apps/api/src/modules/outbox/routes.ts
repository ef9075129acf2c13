import { outboxMessageSchema, outboxQuerySchema } from '@storefront/contracts/accounts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

/**
 * Email addresses are stored lower-cased; phone numbers in E.164. An unencoded '+' in a query
 * string arrives as a space (then trimmed), so a number given as digits alone gets it back.
 */
function recipientOf(to: string): string {
  if (to.includes('@')) return to.toLowerCase();
  return /^\d+$/.test(to) ? `+${to}` : to;
}

/**
 * GET dev/outbox: the messages the shop sent, newest first, so a developer or an end-to-end test
 * can follow a reset link or read a phone code (issue 4). It shows secrets of every account, so
 * it exists only with DEV_OUTBOX (default: on except in production); otherwise the path is a 404.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  if (!config.devOutbox) return;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Sent email and SMS, newest first (DEV_OUTBOX only)',
        description:
          '`to` is matched exactly (email addresses lower-cased). Bodies hold reset links and ' +
          'one-time codes: this route is never on in production unless DEV_OUTBOX says so.',
        querystring: outboxQuerySchema,
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request) => {
      const { to, channel, $top } = request.query;
      const recipient = to === undefined ? undefined : recipientOf(to);
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(
          and(
            recipient ? eq(outboxMessages.recipient, recipient) : undefined,
            channel ? eq(outboxMessages.channel, channel) : undefined,
          ),
        )
        .orderBy(desc(outboxMessages.id))
        .limit($top);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
