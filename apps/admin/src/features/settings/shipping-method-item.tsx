import { isApiError } from '@storefront/client/api-error';
import type { AdminShippingMethod } from '@storefront/contracts/admin-settings';
import { joinList } from '@storefront/contracts/list-format';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Amount } from '../../shared/ui/amount.tsx';
import { dangerButtonClass, linkClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import {
  useDeleteShippingMethod,
  useMakeDefaultShippingMethod,
} from './api/shipping-method-mutations.ts';
import { MoveButtons, type useListMoves } from './move-buttons.tsx';
import { DefaultBadge, OnOffBadge } from './on-off-badge.tsx';

/** The countries' names by code, once the lookups have answered (codes until then). */
export type CountryNames = ReadonlyMap<string, string>;

function Reach({ method, countries }: { method: AdminShippingMethod; countries: CountryNames }) {
  const { t, lang } = useI18n();
  const where =
    method.countryCodes === null
      ? t('shipping.everyCountry')
      : joinList(
          method.countryCodes.map((code) => countries.get(code) ?? code.toUpperCase()),
          lang,
        );
  const areas =
    method.areaIds === null
      ? t('shipping.everyArea')
      : t('shipping.areaCountShort', { count: method.areaIds.length });
  return (
    <>
      {where} · {areas}
    </>
  );
}

/**
 * One method in the checkout's order: ↑ ↓, its name (to its form), whether it is the default
 * and on, its price and free threshold, days and reach; Make default and Delete, whose refusals
 * (the API's words: a method orders use) show under it.
 */
export function ShippingMethodItem({
  method,
  name,
  moves,
  countries,
  onDone,
}: {
  method: AdminShippingMethod;
  name: string;
  moves: ReturnType<typeof useListMoves>;
  countries: CountryNames;
  /** A change to announce on the page ("… is now the default"). */
  onDone: (message: string) => void;
}) {
  const { t } = useI18n();
  const makeDefault = useMakeDefaultShippingMethod();
  const remove = useDeleteShippingMethod();
  const failure = makeDefault.error ?? remove.error;
  return (
    <li className="px-4 py-3">
      <div className="flex items-start gap-3">
        <MoveButtons moves={moves} id={method.id} name={name} />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/settings/shipping/${method.id}`} className={linkClass}>
                  {name}
                </Link>
                {method.isDefault && <DefaultBadge />}
                <OnOffBadge on={method.active} />
              </div>
              <p className="mt-0.5 text-xs text-neutral-600">
                <bdi dir="ltr" className="font-mono">
                  {method.code}
                </bdi>{' '}
                · {t('shipping.days')}{' '}
                <bdi dir="ltr">
                  {method.minDays === method.maxDays
                    ? method.minDays
                    : `${method.minDays}–${method.maxDays}`}
                </bdi>{' '}
                · <Reach method={method} countries={countries} />
              </p>
            </div>
            <div className="text-sm tabular-nums sm:text-end">
              <Amount fils={method.price} />
              {method.freeFrom !== null && (
                <span className="block text-xs text-neutral-600">
                  {t('shipping.freeFrom')} <Amount fils={method.freeFrom} />
                </span>
              )}
              {method.minSubtotal > 0 && (
                <span className="block text-xs text-neutral-600">
                  {t('shipping.minimum')} <Amount fils={method.minSubtotal} />
                </span>
              )}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={`/settings/shipping/${method.id}`}
              className={secondaryButtonClass}
              aria-label={t('shipping.editOf', { name })}
            >
              {t('shipping.edit')}
            </Link>
            {!method.isDefault && method.active && (
              <button
                type="button"
                className={secondaryButtonClass}
                aria-label={t('shipping.makeDefaultOf', { name })}
                disabled={makeDefault.isPending}
                onClick={() =>
                  makeDefault.mutate(method.id, {
                    onSuccess: () => onDone(t('shipping.madeDefault', { name })),
                  })
                }
              >
                {t('shipping.makeDefault')}
              </button>
            )}
            {!method.isDefault && (
              <button
                type="button"
                className={dangerButtonClass}
                aria-label={t('shipping.deleteOf', { name })}
                disabled={remove.isPending}
                onClick={() => {
                  if (!window.confirm(t('shipping.confirmDelete', { name }))) return;
                  remove.mutate(method.id, {
                    onSuccess: () => onDone(t('shipping.deleted', { name })),
                  });
                }}
              >
                {t('shipping.delete')}
              </button>
            )}
          </div>
          {failure && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {isApiError(failure) ? failure.message : t('common.failed')}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
