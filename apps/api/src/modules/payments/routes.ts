import { readFileSync } from 'node:fs';
import { API_PREFIX, isLanguageCode, type LanguageCode } from '@storefront/contracts';
import { cartSchema } from '@storefront/contracts/cart';
import * as endpoints from '@storefront/contracts/endpoints/payments';
import {
  bnplAccountsSchema,
  cartPaymentMethodQuerySchema,
  type PaymentResultQuery,
  paymentAccessSchema,
  paymentLinkSchema,
  paymentProvidersSchema,
  paymentReferenceParamsSchema,
  paymentReferenceSchema,
  paymentResultQuerySchema,
  paymentResultRedirectSchema,
  paymentStatusSchema,
  paymentSubmittedBodySchema,
  paymentSubmittedSchema,
} from '@storefront/contracts/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { adminPaymentsRoutes } from './admin/routes.ts';
import type { CardForm } from './gateways.ts';
import { CARD_FORM_SCRIPT_PATH, renderMessagePage, renderPayPage } from './hosted-page.ts';
import {
  listProviders,
  markSubmitted,
  paymentAccess,
  paymentLink,
  paymentStatus,
  payWithSandboxCard,
  recordResult,
  sandboxPageData,
  sandboxPagePayment,
  setCartPaymentMethod,
} from './service.ts';
import { resultSigner } from './signature.ts';

export interface PaymentsOptions {
  db: Db;
  config: Config;
}

const TAGS = ['payments'];
const security = [{ bearer: [] }];

/**
 * Spec 7 Payments (issue 6): providers, the cart's payment method, payment links, results,
 * and the built-in sandbox card gateway's hosted page under /pay/{reference} (ARCHITECTURE).
 * Registered at the root, not under /api, because it serves both.
 */
export async function paymentsModule(app: FastifyInstance, { db, config }: PaymentsOptions) {
  const signer = resultSigner(config.jwtSecret);
  await app.register(paymentsApi, { prefix: API_PREFIX, db, signer });
  await app.register(sandboxHostedPage, { db, signer });
}

type Signer = ReturnType<typeof resultSigner>;

/** Where the gateway sends the browser after a result: the signed callback. */
const callbackUrl = (signer: Signer, reference: string, result: 'succeeded' | 'failed') =>
  `${API_PREFIX}/payments/payment-result?${new URLSearchParams({
    reference,
    result,
    signature: signer.sign(reference, result),
  })}`;

const paymentsApi: FastifyPluginAsyncZod<{ db: Db; signer: Signer }> = async (
  app,
  { db, signer },
) => {
  // Payments are personal and change: no cache may keep an answer.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, endpoints.listPaymentProviders, {
    schema: {
      tags: TAGS,
      summary: 'The payment methods the shop offers',
      description:
        'Public. The active providers, in the request language, sorted. kind: offline (no ' +
        'payment step: cash on delivery, the order is placed) or redirect (the browser pays on ' +
        'a hosted page: the sandbox card gateway).',
      response: { 200: paymentProvidersSchema },
    },
    handler: async (request) => listProviders(db, request.lang),
  });

  route(app, endpoints.setCartPaymentMethod, {
    schema: {
      tags: TAGS,
      summary: "Choose the cart's payment method",
      description:
        "Acts on the caller's own cart. 404 (paymentMethodId) when the method is unknown or " +
        'inactive. Answers the whole cart (as GET users/{userId}/cart).',
      security,
      querystring: cartPaymentMethodQuerySchema,
      response: { 200: cartSchema },
    },
    preValidation: authenticated,
    handler: async (request) =>
      setCartPaymentMethod(
        db,
        requireUser(request).id,
        request.lang,
        request.query.paymentMethodId,
      ),
  });

  route(app, endpoints.getPaymentLink, {
    schema: {
      tags: TAGS,
      summary: 'Where to pay a payment (and retry a failed one)',
      description:
        "The order's owner only (404 otherwise, and for an unknown reference). Pending: its " +
        "hosted page, url '/pay/{reference}'. Failed while the order is still unpaid: a new " +
        'pending payment for the order, with a new reference (a retry; calling again answers ' +
        'the same new one). Succeeded, or the order already paid: 409.',
      security,
      params: paymentReferenceParamsSchema,
      response: { 200: paymentLinkSchema },
    },
    preValidation: authenticated,
    handler: async (request) => paymentLink(db, requireUser(request).id, request.params.ref),
  });

  route(app, endpoints.getPaymentStatus, {
    schema: {
      tags: TAGS,
      summary: "A payment's status and its order's",
      description:
        "The order's owner only (404 otherwise). failureReason: card_declined | " +
        'card_not_supported when failed. amount in fils.',
      security,
      params: paymentReferenceParamsSchema,
      response: { 200: paymentStatusSchema },
    },
    preValidation: authenticated,
    handler: async (request) => paymentStatus(db, requireUser(request).id, request.params.ref),
  });

  route(app, endpoints.getPaymentAccess, {
    schema: {
      tags: TAGS,
      summary: 'What the hosted payment page shows',
      description:
        'No token: the unguessable reference (128 random bits) is the capability the hosted ' +
        'page holds. 404 unknown reference; 409 when the payment is no longer pending.',
      params: paymentReferenceParamsSchema,
      response: { 200: paymentAccessSchema },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => paymentAccess(db, request.params.ref, request.lang),
  });

  route(app, endpoints.markPaymentSubmitted, {
    schema: {
      tags: TAGS,
      summary: 'Mark a payment as submitted to the gateway',
      description:
        'No token (the reference is the capability). Idempotent: the first submission time ' +
        'is kept. 404 unknown reference, or a paymentMethodId that is not the payment’s ' +
        '(paymentMethodId); 409 when no longer pending.',
      params: paymentReferenceParamsSchema,
      body: paymentSubmittedBodySchema,
      response: { 200: paymentSubmittedSchema },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => markSubmitted(db, request.params.ref, request.body.paymentMethodId),
  });

  const resultDescription =
    'The gateway’s signed redirect: signature = HMAC-SHA256 over reference and result with a ' +
    'key derived from the server secret (400 when it does not verify). Records the result only ' +
    'while the payment is pending: a replay, or a result disagreeing with the recorded one, ' +
    'changes nothing. Then 303 to /checkout/result?reference=…. Each gateway gets its own ' +
    'path under the same provider interface (a real Tap or MyFatoorah callback would be ' +
    'payments/tap/payment-result…); payments/payment-result and payments/sandbox/payment-result ' +
    'are the built-in sandbox card gateway’s.';
  const resultHandler = async (
    request: FastifyRequest<{ Querystring: PaymentResultQuery }>,
    reply: FastifyReply,
  ) => {
    const { reference, result, signature } = request.query;
    if (!signer.verify(reference, result, signature)) {
      throw new HttpError(400, 'validation_failed', 'payments.error.badSignature', {
        signature: 'payments.error.badSignature',
      });
    }
    // The hosted page has normally recorded it already; this records it only if still pending.
    await recordResult(db, reference, result, null);
    return reply.redirect(`/checkout/result?reference=${encodeURIComponent(reference)}`, 303);
  };
  for (const endpoint of [endpoints.receivePaymentResult, endpoints.receiveSandboxPaymentResult]) {
    route(app, endpoint, {
      schema: {
        tags: TAGS,
        summary: 'The card gateway’s result callback (browser redirect)',
        description: resultDescription,
        querystring: paymentResultQuerySchema,
        response: { 303: paymentResultRedirectSchema },
      },
      handler: resultHandler,
    });
  }

  for (const [provider, endpoint] of [
    ['tabby', endpoints.listTabbyAccounts],
    ['tamara', endpoints.listTamaraAccounts],
  ] as const) {
    route(app, endpoint, {
      schema: {
        tags: TAGS,
        summary: `The configured ${provider} (buy now, pay later) accounts`,
        description: 'Public. None are configured in this shop: always [].',
        response: { 200: bnplAccountsSchema },
      },
      handler: async () => [],
    });
  }

  // Issue 26: the back office's payment providers (settings.manage).
  await app.register(adminPaymentsRoutes, { db });
};

const NO_STORE = 'no-store';

/**
 * ?lang=ar|en first (the storefront passes its page's), then the language the order was placed
 * in (once the payment is known), then Accept-Language (the language plugin's pick).
 */
function pageLanguage(request: FastifyRequest, orderLang?: LanguageCode): LanguageCode {
  const q = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof q === 'string' && isLanguageCode(q)) return q;
  return orderLang && isLanguageCode(orderLang) ? orderLang : request.lang;
}

/** The card page's script (card-form.js), read once: it is served as it is. */
const cardFormScript = readFileSync(new URL('./card-form.js', import.meta.url), 'utf8');

/**
 * The sandbox card gateway's hosted page. Form posts are parsed here only
 * (application/x-www-form-urlencoded, small); the rest of the API accepts JSON.
 */
const sandboxHostedPage: FastifyPluginAsyncZod<{ db: Db; signer: Signer }> = async (
  app,
  { db, signer },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
    reply.header('referrer-policy', 'no-referrer');
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  /** Loads the payment for the page, or answers the page that says why there is none. */
  async function load(request: FastifyRequest, reply: FastifyReply, lang: LanguageCode) {
    const ref = paymentReferenceSchema.safeParse((request.params as { ref?: string }).ref);
    const payment = ref.success ? await sandboxPagePayment(db, ref.data) : 'notFound';
    if (payment === 'notFound') {
      await html(reply, 404, renderMessagePage(lang, 'notFound'));
      return null;
    }
    if (payment === 'notPending') {
      await html(reply, 409, renderMessagePage(lang, 'notPending'));
      return null;
    }
    return payment;
  }

  // The page's script, before /pay/:ref (a reference never has a dot). Public and the same
  // for everyone: kept an hour, so a new version reaches a browser within the hour.
  app.get(CARD_FORM_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(cardFormScript),
  );

  // The hosted page is not part of the API: it stays out of the OpenAPI document.
  app.get('/pay/:ref', { schema: { hide: true } }, async (request, reply) => {
    const payment = await load(request, reply, pageLanguage(request));
    if (!payment) return reply;
    const lang = pageLanguage(request, payment.orderLang);
    return html(reply, 200, renderPayPage(await sandboxPageData(db, payment, lang)));
  });

  app.post(
    '/pay/:ref',
    { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const payment = await load(request, reply, pageLanguage(request));
      if (!payment) return reply;
      const lang = pageLanguage(request, payment.orderLang);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const field = (name: keyof CardForm) =>
        typeof body[name] === 'string' ? (body[name] as string).slice(0, 200) : '';
      const form: CardForm = {
        cardNumber: field('cardNumber'),
        expiry: field('expiry'),
        cvc: field('cvc'),
        name: field('name'),
      };
      const paid = await payWithSandboxCard(db, payment.reference, form);
      if (paid.errors) {
        return html(
          reply,
          400,
          renderPayPage({
            ...(await sandboxPageData(db, payment, lang)),
            errors: paid.errors,
            values: { cardNumber: form.cardNumber, expiry: form.expiry, name: form.name },
          }),
        );
      }
      // Whatever was recorded (this or an earlier submission), the callback reads the same.
      return reply.redirect(callbackUrl(signer, payment.reference, paid.result), 303);
    },
  );
};
