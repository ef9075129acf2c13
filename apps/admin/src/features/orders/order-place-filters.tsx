import type { AdminOrdersQuery } from '@storefront/contracts/admin-orders';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { SelectField } from '../../shared/ui/field.tsx';
import { useAreas, useGovernorates } from './api/list-places.ts';

const idOf = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The shipping address's governorate and area, as two selects of the filters' form (stateId,
 * areaId): choosing a governorate narrows the areas to its own and clears the area chosen
 * before; without a governorate the area select is off and says why.
 */
export function OrderPlaceFilters({ value }: { value: AdminOrdersQuery }) {
  const { t } = useI18n();
  const [stateId, setStateId] = useState(idOf(String(value.stateId ?? '')));
  const [areaId, setAreaId] = useState(idOf(String(value.areaId ?? '')));
  const governorates = useGovernorates();
  const areas = useAreas(stateId);
  return (
    <>
      <SelectField
        label={t('orders.governorate')}
        name="stateId"
        value={stateId ?? ''}
        onChange={(event) => {
          setStateId(idOf(event.target.value));
          setAreaId(undefined);
        }}
      >
        <option value="">{t('orders.any')}</option>
        {governorates.data?.map((governorate) => (
          <option key={governorate.id} value={governorate.id}>
            {governorate.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('orders.area')}
        name="areaId"
        value={areaId ?? ''}
        onChange={(event) => setAreaId(idOf(event.target.value))}
        disabled={stateId === undefined}
        hint={stateId === undefined ? t('orders.areaHint') : undefined}
      >
        <option value="">{t('orders.any')}</option>
        {areas.data?.map((area) => (
          <option key={area.id} value={area.id}>
            {area.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
