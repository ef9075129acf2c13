import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, errorText } from '@storefront/client/server-errors';
import type { Address } from '@storefront/contracts/addresses';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { useEffect, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { secondaryButtonClass } from '../../../lib/forms/styles.ts';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { TextAreaField } from '../../../lib/forms/text-area-field.tsx';
import { TextField } from '../../../lib/forms/text-field.tsx';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useSession } from '../../sessions/index.ts';
import { useAreas } from '../api/get-areas.ts';
import { useCountries } from '../api/get-countries.ts';
import { useStates } from '../api/get-states.ts';
import { useSaveAddress } from '../api/save-address.ts';
import {
  ADDRESS_FORM_FIELDS,
  type AddressFormContext,
  type AddressFormOutput,
  type AddressFormValues,
  type AddressPrefill,
  addressFormSchema,
  KUWAIT_COUNTRY_ID,
  toAddressInput,
  toFormValues,
} from '../schemas.ts';
import { SelectField } from './select-field.tsx';

export interface AddressFormProps {
  /** The address to edit; absent for a new one (which starts in Kuwait, spec 9). */
  initial?: Address | undefined;
  /** A new address's name and phone to start with (the account's); ignored when editing. */
  prefill?: AddressPrefill | undefined;
  /** A guest's checkout needs an email to send the order to (the API insists too). */
  requireEmail: boolean;
  /** Called with the address as the server saved it (its id, E.164 phone, names). */
  onSaved: (address: Address) => void;
  /** Shows a Cancel button when given. */
  onCancel?: (() => void) | undefined;
}

const idOf = (value: string) => (value === '' ? null : Number(value));

/**
 * Spec 3 Address: a shopper's address, new or edited, saved through the API. Country → state →
 * area are cascading selects read from the lookups: choosing a country clears the state and the
 * area, choosing a state clears the area. A state (area) is required when the country (state)
 * has any; Kuwait also needs block, street and building. Messages come in the page's language;
 * the server's refusals land on their fields.
 */
export function AddressForm({
  initial,
  prefill,
  requireEmail,
  onSaved,
  onCancel,
}: AddressFormProps) {
  const { t } = useTranslation();
  const { isGuest } = useSession();
  const save = useSaveAddress();
  const context = useRef<AddressFormContext>({ requireEmail, hasStates: false, hasAreas: false });
  const resolver: Resolver<AddressFormValues, unknown, AddressFormOutput> = (
    values,
    resolverContext,
    options,
  ) => zodResolver(addressFormSchema(context.current))(values, resolverContext, options);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: toFormValues(initial, KUWAIT_COUNTRY_ID, prefill),
  });

  const countryId = idOf(watch('countryId'));
  const stateId = idOf(watch('stateId'));
  const countries = useCountries();
  const states = useStates(countryId);
  const areas = useAreas(stateId);
  const stateOptions = countryId === null ? [] : (states.data ?? []);
  const areaOptions = stateId === null ? [] : (areas.data ?? []);
  context.current = {
    requireEmail,
    hasStates: stateOptions.length > 0,
    hasAreas: areaOptions.length > 0,
  };
  const isKuwait = countryId === KUWAIT_COUNTRY_ID;

  // A native select shows its value only once that option exists: when a list arrives, set the
  // chosen value again so the select shows it (the default country, an edited address's state).
  useEffect(() => {
    if (countries.data) setValue('countryId', getValues('countryId'));
  }, [countries.data, getValues, setValue]);
  useEffect(() => {
    if (states.data) setValue('stateId', getValues('stateId'));
  }, [states.data, getValues, setValue]);
  useEffect(() => {
    if (areas.data) setValue('areaId', getValues('areaId'));
  }, [areas.data, getValues, setValue]);

  const errorOf = (error: { type?: string | number; message?: string } | undefined) =>
    errorText(error, (key) => t(key as TranslationKey));
  const lookupFailed = countries.isError || states.isError || areas.isError;

  const onSubmit = useSubmitOnce(
    handleSubmit(async (values) => {
      let saved: Address;
      try {
        saved = await save.mutateAsync({
          addressId: initial?.addressId,
          input: toAddressInput(values),
        });
      } catch (error) {
        applyServerError(error, setError, ADDRESS_FORM_FIELDS, {
          offline: t('app.offline'),
          generic: t('addresses.form.saveFailed'),
        });
        return;
      }
      onSaved(saved);
    }),
  );

  const optional = isKuwait ? undefined : t('account.field.optional');
  const placeholder = (loading: boolean) =>
    loading ? t('addresses.form.loading') : t('addresses.form.choose');

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t(initial ? 'addresses.form.title.edit' : 'addresses.form.title.add')}
      className="space-y-5"
    >
      <FormAlert
        message={
          errorOf(errors.root?.server) ??
          (lookupFailed ? t('addresses.form.lookupFailed') : undefined)
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('addresses.form.fullName')}
          autoComplete="name"
          error={errorOf(errors.fullName)}
          {...register('fullName')}
        />
        <TextField
          label={t('addresses.form.phone')}
          type="tel"
          autoComplete="tel"
          ltr
          error={errorOf(errors.phone)}
          {...register('phone')}
        />
        <TextField
          label={t(requireEmail ? 'addresses.form.email' : 'addresses.form.emailOptional')}
          type="email"
          autoComplete="email"
          inputMode="email"
          ltr
          className="sm:col-span-2"
          error={errorOf(errors.email)}
          {...register('email')}
        />
        <SelectField
          label={t('addresses.form.country')}
          autoComplete="country"
          options={countries.data ?? []}
          placeholder={placeholder(countries.isPending)}
          error={errorOf(errors.countryId)}
          {...register('countryId', {
            onChange: () => {
              setValue('stateId', '');
              setValue('areaId', '');
            },
          })}
        />
        {(stateOptions.length > 0 || (countryId !== null && states.isPending)) && (
          <SelectField
            label={t('addresses.form.state')}
            options={stateOptions}
            placeholder={placeholder(states.isPending)}
            error={errorOf(errors.stateId)}
            {...register('stateId', { onChange: () => setValue('areaId', '') })}
          />
        )}
        {(areaOptions.length > 0 || (stateId !== null && areas.isPending)) && (
          <SelectField
            label={t('addresses.form.area')}
            options={areaOptions}
            placeholder={placeholder(areas.isPending)}
            error={errorOf(errors.areaId)}
            {...register('areaId')}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('addresses.form.block')}
          labelSuffix={optional}
          error={errorOf(errors.block)}
          {...register('block')}
        />
        <TextField
          label={t('addresses.form.street')}
          labelSuffix={optional}
          autoComplete="address-line1"
          error={errorOf(errors.street)}
          {...register('street')}
        />
        <TextField
          label={t('addresses.form.avenue')}
          error={errorOf(errors.avenue)}
          {...register('avenue')}
        />
        <TextField
          label={t('addresses.form.building')}
          labelSuffix={optional}
          error={errorOf(errors.building)}
          {...register('building')}
        />
        <TextField
          label={t('addresses.form.floor')}
          error={errorOf(errors.floor)}
          {...register('floor')}
        />
        <TextField
          label={t('addresses.form.apartment')}
          error={errorOf(errors.apartment)}
          {...register('apartment')}
        />
      </div>
      <TextAreaField
        label={t('addresses.form.note')}
        rows={3}
        className="[&_textarea]:min-h-24"
        error={errorOf(errors.note)}
        {...register('note')}
      />
      {!isGuest && (
        <label className="flex items-center gap-3 text-sm text-neutral-800">
          <input
            type="checkbox"
            className="size-4 accent-primary-strong"
            {...register('isDefault')}
          />
          {t('addresses.form.isDefault')}
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={isSubmitting} pendingLabel={t('addresses.form.saving')}>
          {t('addresses.form.save')}
        </SubmitButton>
        {onCancel && (
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            {t('addresses.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
