import { type AdminPaymentProvider, listsEveryIdOnce } from '@storefront/contracts/admin-settings';
import type { Db } from '../../../db/client.ts';
import { conflict, invalidField, notFound } from '../../../lib/http-error.ts';
import { textPair } from '../../../lib/localized-text.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { gateways } from '../gateways.ts';
import { allProviders, lockAllProviders, type ProviderRow, updateProvider } from './queries.ts';

/**
 * The back office's payment providers (issue 26): on or off, and their order at checkout. Every
 * write locks every provider first and is one transaction with its audit rows. The checkout
 * (GET payment-providers, PUT carts/payment-method, placing an order) reads the providers from
 * the database each time: no cache, so a change counts at once on every instance.
 */

export interface Writer {
  db: Db;
  actor: StaffActor;
}

const providerGone = (id: number) => notFound(`Payment provider ${id} does not exist.`);

function toProvider(row: ProviderRow): AdminPaymentProvider {
  return {
    id: row.id,
    code: row.code,
    name: textPair(row.name),
    description: textPair(row.description),
    kind: gateways[row.code].kind,
    active: row.active,
    sortOrder: row.sortOrder,
  };
}

/** GET admin/payment-providers. */
export async function listPaymentProviders(db: Db): Promise<AdminPaymentProvider[]> {
  return (await allProviders(db)).map(toProvider);
}

/**
 * POST admin/payment-providers/{id}/enable and …/disable. The last provider on stays on (409
 * naming active): a shop that takes no payment cannot take orders. A shopper's cart that had
 * chosen a provider turned off is refused at the order (400 naming paymentMethodId), as before.
 */
export async function setProviderActive(
  { db, actor }: Writer,
  id: number,
  active: boolean,
): Promise<AdminPaymentProvider[]> {
  const rows = await db.transaction(async (tx) => {
    const providers = await lockAllProviders(tx);
    const before = providers.find((provider) => provider.id === id);
    if (!before) throw providerGone(id);
    if (before.active === active) return providers;
    if (!active && !providers.some((provider) => provider.active && provider.id !== id)) {
      throw conflict({ active: 'errors.lastPaymentProvider' });
    }
    await updateProvider(tx, id, { active });
    await recordChange(tx, actor, {
      entity: 'paymentProvider',
      entityId: id,
      action: active ? 'enable' : 'disable',
      before: { active: before.active },
      after: { active },
    });
    return allProviders(tx);
  });
  return rows.map(toProvider);
}

/** PUT admin/payment-providers/order: every provider's id once (400 naming ids otherwise). */
export async function reorderProviders(
  { db, actor }: Writer,
  ids: readonly number[],
): Promise<AdminPaymentProvider[]> {
  const rows = await db.transaction(async (tx) => {
    const providers = await lockAllProviders(tx);
    if (!listsEveryIdOnce(ids, providers)) throw invalidField('ids', 'validation.settingsOrder');
    for (const [index, id] of ids.entries()) {
      const before = providers.find((provider) => provider.id === id)!;
      const sortOrder = index + 1;
      if (before.sortOrder === sortOrder) continue;
      await updateProvider(tx, id, { sortOrder });
      await recordChange(tx, actor, {
        entity: 'paymentProvider',
        entityId: id,
        action: 'reorder',
        before: { sortOrder: before.sortOrder },
        after: { sortOrder },
      });
    }
    return allProviders(tx);
  });
  return rows.map(toProvider);
}
