import { isApiError } from '@storefront/client/api-error';
import { type AdminProduct, STAFF_STOCK_REASONS } from '@storefront/contracts/admin-catalogue';
import { type FormEvent, useState } from 'react';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { SelectField, TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import {
  primaryButtonClass,
  tableClass,
  tableWrapClass,
  tdClass,
  thClass,
} from '../../shared/ui/styles.ts';
import { useAdjustStock } from './api/adjust-stock.ts';
import { useStockMovements } from './api/list-stock-movements.ts';

type Reason = (typeof STAFF_STOCK_REASONS)[number];

function AdjustForm({ product }: { product: AdminProduct }) {
  const { t } = useI18n();
  const adjust = useAdjustStock(product.id);
  const [done, setDone] = useState('');
  const error = adjust.error;
  const fieldError = (name: string) =>
    isApiError(error) ? (error.fields[name] ?? error.fields[`body.${name}`]) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const variation = String(data.get('variationId') ?? '');
    const note = String(data.get('note') ?? '').trim();
    adjust.mutate(
      {
        variationId: variation ? Number(variation) : undefined,
        delta: Number(data.get('delta')),
        reason: String(data.get('reason')) as Reason,
        note: note || undefined,
      },
      { onSuccess: (result) => setDone(t('stockPanel.done', { qty: result.activeQty })) },
    );
  };
  const general =
    isApiError(error) && Object.keys(error.fields).length === 0 ? error.message : undefined;
  return (
    <form onSubmit={submit} aria-labelledby="adjust-title" className="space-y-3">
      <h3 id="adjust-title" className="font-semibold">
        {t('stockPanel.adjust')}
      </h3>
      <FormAlert
        message={general ?? (error && !isApiError(error) ? t('common.failed') : undefined)}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {product.variations.length > 0 && (
          <SelectField
            label={t('editor.variation')}
            name="variationId"
            required
            error={fieldError('variationId')}
          >
            {product.variations.map((variation) => (
              <option key={variation.id} value={variation.id}>
                {`${variation.values.join(' / ')} (${variation.activeQty})`}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('stockPanel.delta')}
          hint={t('stockPanel.deltaHint')}
          name="delta"
          type="number"
          step={1}
          required
          dir="ltr"
          error={fieldError('delta')}
        />
        <SelectField label={t('stockPanel.reason')} name="reason" error={fieldError('reason')}>
          {STAFF_STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reason.${reason}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('stockPanel.note')} name="note" error={fieldError('note')} />
      </div>
      <button type="submit" className={primaryButtonClass} disabled={adjust.isPending}>
        {t('stockPanel.save')}
      </button>
      <p role="status" className="text-sm text-neutral-700">
        {done}
      </p>
    </form>
  );
}

function Movements({ productId }: { productId: number }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const movements = useStockMovements(productId, page);
  if (movements.isError) {
    return <LoadFailed error={movements.error} retry={() => void movements.refetch()} />;
  }
  if (!movements.data) return <Loading />;
  if (movements.data.items.length === 0) {
    return <p className="text-sm text-neutral-600">{t('stockPanel.noMovements')}</p>;
  }
  return (
    <>
      <div className={tableWrapClass}>
        <table className={tableClass}>
          <caption className="sr-only">{t('stockPanel.history')}</caption>
          <thead>
            <tr>
              {(
                [
                  'audit.when',
                  'editor.variation',
                  'stockPanel.change',
                  'stockPanel.after',
                  'stockPanel.reason',
                  'stockPanel.by',
                ] as const
              ).map((key) => (
                <th key={key} scope="col" className={thClass}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {movements.data.items.map((movement) => (
              <tr key={movement.id}>
                <td className={tdClass}>
                  <time dateTime={movement.at}>{formatDateTime(movement.at, lang)}</time>
                </td>
                <td className={`${tdClass} font-mono text-xs`}>
                  <bdi dir="ltr">{movement.variationSku ?? '—'}</bdi>
                </td>
                <td className={`${tdClass} tabular-nums`}>
                  <bdi dir="ltr">{movement.delta > 0 ? `+${movement.delta}` : movement.delta}</bdi>
                </td>
                <td className={`${tdClass} tabular-nums`}>
                  <bdi dir="ltr">{movement.quantityAfter}</bdi>
                </td>
                <td className={tdClass}>
                  {t(`reason.${movement.reason}`)}
                  {movement.orderNumber && (
                    <>
                      {' '}
                      <bdi dir="ltr">{t('stockPanel.order', { number: movement.orderNumber })}</bdi>
                    </>
                  )}
                  {movement.note && (
                    <span className="block text-xs text-neutral-600">{movement.note}</span>
                  )}
                </td>
                <td className={tdClass}>
                  <bdi dir="ltr">{movement.actorEmail ?? '—'}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={movements.data.page}
        pageSize={movements.data.pageSize}
        total={movements.data.total}
        onPage={setPage}
      />
    </>
  );
}

/** Stock: adjust with a reason (catalogue.write), and every movement, orders' included. */
export function StockPanel({ product }: { product: AdminProduct }) {
  const { t } = useI18n();
  const canWrite = useCan('catalogue.write');
  return (
    <section aria-labelledby="stock-title" className="space-y-4">
      <h2 id="stock-title" className="text-base font-semibold">
        {t('stockPanel.title', { qty: product.activeQty })}
      </h2>
      {canWrite && <AdjustForm product={product} />}
      <h3 className="font-semibold">{t('stockPanel.history')}</h3>
      <Movements productId={product.id} />
    </section>
  );
}
