import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Loading } from '../../shared/ui/query-status.tsx';
import { secondaryButtonClass } from '../../shared/ui/styles.ts';
import { type Governorate, useShippingPlaces } from './api/list-shipping-places.ts';
import type { Reach, ShippingFormValues } from './shipping-form-values.ts';

type Form = UseFormReturn<ShippingFormValues>;

const checkboxClass = 'size-4 shrink-0 rounded border-neutral-400 accent-primary-strong';

/** "Every …" or "Only these …": two radios, the list below showing only for the second. */
function ReachChoice({
  form,
  name,
  every,
  some,
}: {
  form: Form;
  name: 'countryReach' | 'areaReach';
  every: string;
  some: string;
}) {
  const choices: [Reach, string][] = [
    ['every', every],
    ['some', some],
  ];
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1">
      {choices.map(([value, label]) => (
        <label key={value} className="flex items-center gap-2 text-sm text-neutral-800">
          <input
            type="radio"
            value={value}
            className="size-4 accent-primary-strong"
            {...form.register(name)}
          />
          {label}
        </label>
      ))}
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

/** One governorate's areas, folded away until opened, with its count and all / none. */
function GovernorateAreas({ form, governorate }: { form: Form; governorate: Governorate }) {
  const { t } = useI18n();
  const chosen = new Set(form.watch('areaIds'));
  const ids = governorate.areas.map((area) => String(area.id));
  const count = ids.filter((id) => chosen.has(id)).length;
  const setAll = (on: boolean) => {
    const others = form.getValues('areaIds').filter((id) => !ids.includes(id));
    form.setValue('areaIds', on ? [...others, ...ids] : others, { shouldDirty: true });
  };
  return (
    <details className="rounded-md border border-neutral-200" open={count > 0}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        {governorate.name}{' '}
        <span className="font-normal text-neutral-600">
          ({t('shipping.areaCount', { chosen: count, total: ids.length })})
        </span>
      </summary>
      <fieldset className="border-t border-neutral-200 px-3 py-2">
        <legend className="sr-only">{governorate.name}</legend>
        <div className="mb-2 flex gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            aria-label={t('shipping.chooseAll', { name: governorate.name })}
            onClick={() => setAll(true)}
          >
            {t('shipping.all')}
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            aria-label={t('shipping.chooseNone', { name: governorate.name })}
            onClick={() => setAll(false)}
          >
            {t('shipping.none')}
          </button>
        </div>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {governorate.areas.map((area) => (
            <label key={area.id} className="flex items-center gap-2 text-sm text-neutral-800">
              <input
                type="checkbox"
                value={String(area.id)}
                className={checkboxClass}
                {...form.register('areaIds')}
              />
              {area.name}
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}

/**
 * Where a method delivers: every country the shop ships to or the ones ticked, and every area of
 * them or Kuwait's areas ticked by governorate. The lists come from the lookups the storefront's
 * address form uses, so the ids are the ones addresses carry.
 */
export function PlacesFields({
  form,
  errors,
}: {
  form: Form;
  /** Already translated: a client check's or the API's words. */
  errors: { countryCodes?: string | undefined; areaIds?: string | undefined };
}) {
  const { t } = useI18n();
  const places = useShippingPlaces();
  const countryError = useId();
  const areaError = useId();
  const someCountries = form.watch('countryReach') === 'some';
  const someAreas = form.watch('areaReach') === 'some';
  if (!places.data) return <Loading />;
  return (
    <div className="space-y-4">
      <fieldset aria-describedby={errors.countryCodes ? countryError : undefined}>
        <legend className="mb-1 text-sm font-medium text-neutral-800">
          {t('shipping.countries')}
        </legend>
        <ReachChoice
          form={form}
          name="countryReach"
          every={t('shipping.allCountries')}
          some={t('shipping.someCountries')}
        />
        {someCountries && (
          <div className="mt-2 grid gap-x-4 gap-y-1 ps-4 sm:grid-cols-3">
            {places.data.countries.map((country) => (
              <label key={country.code} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={country.code}
                  className={checkboxClass}
                  {...form.register('countryCodes')}
                />
                {country.name}
              </label>
            ))}
          </div>
        )}
        <FieldError id={countryError} message={errors.countryCodes} />
      </fieldset>
      <fieldset aria-describedby={`${areaError}-hint ${errors.areaIds ? areaError : ''}`.trim()}>
        <legend className="mb-1 text-sm font-medium text-neutral-800">{t('shipping.areas')}</legend>
        <p id={`${areaError}-hint`} className="mb-1 text-xs text-neutral-600">
          {t('shipping.areasHint')}
        </p>
        <ReachChoice
          form={form}
          name="areaReach"
          every={t('shipping.allAreas')}
          some={t('shipping.someAreas')}
        />
        {someAreas && (
          <div className="mt-2 space-y-2">
            {places.data.governorates.map((governorate) => (
              <GovernorateAreas key={governorate.id} form={form} governorate={governorate} />
            ))}
          </div>
        )}
        <FieldError id={areaError} message={errors.areaIds} />
      </fieldset>
    </div>
  );
}
