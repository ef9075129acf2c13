import { randomUUID } from 'node:crypto';
import {
  type AdminPaymentProvider,
  adminPaymentProvidersSchema,
} from '@storefront/contracts/admin-settings';
import { paymentProvidersSchema } from '@storefront/contracts/payments';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../../db/schema.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import {
  insertOrdersCatalogue,
  O,
  ordersClient,
  prepareCheckout,
} from '../../orders/test-fixture.ts';

/**
 * Issue 26: the back office's payment providers: on or off, and their order at checkout. A
 * provider turned off leaves the checkout at once; the last one on stays on.
 */

describe('the back office payment providers (issue 26)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens: Record<'owner' | 'catalogue' | 'orders' | 'support', string> = {
    owner: '',
    catalogue: '',
    orders: '',
    support: '',
  };

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    { as = 'owner' as keyof typeof tokens, lang = 'en' } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { ...authHeader(tokens[as]), 'accept-language': lang },
      ...(payload && { payload }),
    });
  const providersOf = (response: LightMyRequestResponse): AdminPaymentProvider[] =>
    adminPaymentProvidersSchema.parse(ok(response));
  /** What the checkout offers: GET payment-providers. */
  const offered = async () =>
    paymentProvidersSchema
      .parse(ok(await t.app.inject({ url: '/api/payment-providers' })))
      .map((provider) => provider.paymentMethodId);
  const auditOf = (entityId: number, action: string) =>
    db()
      .select()
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.entity, 'paymentProvider'),
          eq(adminAudit.entityId, String(entityId)),
          eq(adminAudit.action, action),
        ),
      );

  beforeAll(async () => {
    await insertOrdersCatalogue(db());
    for (const role of ['owner', 'catalogue', 'orders', 'support'] as const) {
      const email = `${role}@payment-settings.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
  });

  it('lists every provider in the checkout’s order; only settings.manage may', async () => {
    const providers = providersOf(await call('GET', 'payment-providers'));
    expect(providers.map((p) => [p.id, p.code, p.kind, p.active])).toEqual([
      [1, 'cash_on_delivery', 'offline', true],
      [2, 'sandbox_card', 'redirect', true],
    ]);
    expect(providers[0]?.name.ar).toBeTruthy();
    for (const as of ['catalogue', 'orders', 'support'] as const) {
      errorOf(await call('GET', 'payment-providers', undefined, { as }), 403);
      errorOf(await call('POST', 'payment-providers/2/disable', undefined, { as }), 403);
      errorOf(await call('PUT', 'payment-providers/order', { ids: [2, 1] }, { as }), 403);
    }
    expect(await offered()).toEqual([1, 2]);
  });

  it('a provider turned off leaves the checkout: not listed, not chosen, not ordered with', async () => {
    const guest = await createGuest(t.app);
    ok(await cartClient(t.app, guest.accessToken).add({ productId: O.product.lamp, quantity: 1 }));
    await prepareCheckout(db(), guest.userId, { paymentMethodId: 2 });

    const providers = providersOf(await call('POST', 'payment-providers/2/disable'));
    expect(providers.find((p) => p.id === 2)?.active).toBe(false);
    expect(await offered()).toEqual([1]);
    expect((await auditOf(2, 'disable'))[0]).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/carts/payment-method?paymentMethodId=2',
      headers: authHeader(guest.accessToken),
    });
    expect(errorOf(chosen, 404).fields).toHaveProperty('paymentMethodId');
    // The cart had chosen it before: the order is refused, naming it.
    const placed = await ordersClient(t.app, guest.accessToken).place(guest.userId, randomUUID());
    expect(errorOf(placed, 400).fields).toHaveProperty('paymentMethodId');

    // Turning it off again changes nothing and records nothing more.
    providersOf(await call('POST', 'payment-providers/2/disable'));
    expect(await auditOf(2, 'disable')).toHaveLength(1);

    // The last one on stays on.
    const last = errorOf(await call('POST', 'payment-providers/1/disable'), 409);
    expect(last.fields).toEqual({ active: 'At least one payment method must stay on.' });
    const arabic = errorOf(
      await call('POST', 'payment-providers/1/disable', undefined, { lang: 'ar' }),
      409,
    );
    expect(arabic.message).toBe('يجب أن تبقى طريقة دفع واحدة على الأقل مفعّلة.');
    expect(await offered()).toEqual([1]);

    // On again: back at checkout.
    providersOf(await call('POST', 'payment-providers/2/enable'));
    expect(await offered()).toEqual([1, 2]);
    expect(await auditOf(2, 'enable')).toHaveLength(1);
    errorOf(await call('POST', 'payment-providers/999/enable'), 404);
    errorOf(await call('POST', 'payment-providers/abc/enable'), 400);
  });

  it('reorders: every id once, and the checkout lists them so', async () => {
    const answered = providersOf(await call('PUT', 'payment-providers/order', { ids: [2, 1] }));
    expect(answered.map((p) => p.id)).toEqual([2, 1]);
    expect(await offered()).toEqual([2, 1]);
    expect((await auditOf(2, 'reorder'))[0]).toMatchObject({ after: { sortOrder: 1 } });
    for (const ids of [[1], [1, 1], [1, 2, 3], [], 'x']) {
      const error = errorOf(await call('PUT', 'payment-providers/order', { ids }), 400);
      expect(error.fields).toHaveProperty('ids');
    }
    errorOf(await call('PUT', 'payment-providers/order', {}), 400);
    providersOf(await call('PUT', 'payment-providers/order', { ids: [1, 2] }));
    expect(await offered()).toEqual([1, 2]);
  });
});
