import * as endpoints from '@storefront/contracts/endpoints/catalogue/stock-alerts';
import {
  stockAlertParamsSchema,
  stockAlertRequestSchema,
  stockAlertSchema,
} from '@storefront/contracts/stock-alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { requestStockAlert, sendStockAlertsThrough } from './service.ts';

const TAGS = ['catalogue'];

/** Issue 29: "Tell me when it's back" on an out-of-stock product's page. */
export const stockAlertRoutes: FastifyPluginAsyncZod<{ db: Db; baseUrl: string }> = async (
  app,
  { db, baseUrl },
) => {
  // The inventory sends the alerts in its callers' transactions through this app's messenger.
  const stopSending = sendStockAlertsThrough({ messenger: app.messenger, baseUrl });
  app.addHook('onClose', async () => stopSending());

  route(app, endpoints.requestStockAlert, {
    schema: {
      tags: TAGS,
      summary: 'Ask for an email when an out-of-stock product is back',
      description:
        'For guests and customers (a token is read when sent). email: a valid address (400 ' +
        'naming it otherwise), stored lower-cased. 404 when the product does not exist or is ' +
        'not published. When the product can be bought again (stock added by the back office, ' +
        'or given back by a cancelled order), one email is sent, in the language of the ' +
        'request, with a link to the product; then the alert is done. Asking again while it ' +
        'waits answers the same and still sends one email (in the latest language). At most ' +
        '10 alerts per client IP per 10 minutes (429).',
      params: stockAlertParamsSchema,
      body: stockAlertRequestSchema,
      response: { 201: stockAlertSchema },
    },
    // Each alert becomes an email to the address given: a script must not send strangers mail.
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      const alert = await requestStockAlert(db, request.params.productId, request.body, {
        lang: request.lang,
        userId: request.user?.id ?? null,
      });
      return reply.status(201).send(alert);
    },
  });
};
