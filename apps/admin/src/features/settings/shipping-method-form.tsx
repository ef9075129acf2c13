import { applyServerError, errorText } from '@storefront/client/server-errors';
import type { AdminShippingMethod } from '@storefront/contracts/admin-settings';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { AdminKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { FormSection } from '../../shared/ui/form-section.tsx';
import { cardClass, primaryButtonClass } from '../../shared/ui/styles.ts';
import { useSaveShippingMethod } from './api/shipping-method-mutations.ts';
import { PlacesFields } from './places-fields.tsx';
import {
  emptyShippingMethod,
  fromShippingMethod,
  type ShippingField,
  type ShippingFormValues,
  toShippingInput,
} from './shipping-form-values.ts';

/** Every field the API may name in a 400 or 409, so its message lands on the right input. */
const FIELDS: Path<ShippingFormValues>[] = [
  'code',
  'name.en',
  'name.ar',
  'description.en',
  'description.ar',
  'price',
  'freeFrom',
  'minSubtotal',
  'minDays',
  'maxDays',
  'countryCodes',
  'areaIds',
  'active',
];

/**
 * A shipping method's settings: names and descriptions in English and Arabic side by side, the
 * price, free-from and minimum order in KD (sent in fils), the delivery days, where it delivers,
 * and whether it is on (the default stays on). Saved whole; the code only when it is created.
 */
export function ShippingMethodForm({ method }: { method: AdminShippingMethod | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const save = useSaveShippingMethod(method?.id ?? null);
  const form = useForm<ShippingFormValues>({
    defaultValues: method ? fromShippingMethod(method) : emptyShippingMethod(),
  });
  const { errors, isSubmitting } = form.formState;
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [saved, setSaved] = useState(justCreated);
  const translate = (key: string) => t(key as AdminKey);
  const message = (field: Path<ShippingFormValues>) =>
    errorText(form.getFieldState(field, form.formState).error, translate);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    // The default stays on (its checkbox is disabled): the API would refuse it off.
    const { input, problems } = toShippingInput(
      method?.isDefault ? { ...values, active: true } : values,
    );
    if (!input) {
      let first = true;
      for (const [field, key] of Object.entries(problems)) {
        form.setError(
          field as ShippingField,
          { type: 'client', message: key },
          { shouldFocus: first },
        );
        first = false;
      }
      return;
    }
    try {
      const result = await save.mutateAsync(
        method ? input : { ...input, code: values.code.trim().toLowerCase() },
      );
      form.reset(fromShippingMethod(result));
      setSaved(true);
      if (!method) {
        navigate(`/settings/shipping/${result.id}`, { replace: true, state: { saved: true } });
      }
    } catch (error) {
      applyServerError(error, form.setError, FIELDS, {
        offline: t('common.offline'),
        generic: t('common.failed'),
      });
    }
  });

  const amountField = (
    field: 'price' | 'freeFrom' | 'minSubtotal',
    label: AdminKey,
    hint: AdminKey,
  ) => (
    <TextField
      label={t(label)}
      hint={t(hint)}
      dir="ltr"
      inputMode="decimal"
      autoComplete="off"
      error={message(field)}
      {...form.register(field)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <FormSection title={t('shipping.texts')} id="shipping-texts">
        {!method && (
          <TextField
            label={t('shipping.code')}
            hint={t('shipping.codeHint')}
            dir="ltr"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            error={message('code')}
            {...form.register('code')}
          />
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('shipping.nameEn')}
            lang="en"
            dir="ltr"
            error={message('name.en')}
            {...form.register('name.en')}
          />
          <TextField
            label={t('shipping.nameAr')}
            lang="ar"
            dir="rtl"
            error={message('name.ar')}
            {...form.register('name.ar')}
          />
          <TextAreaField
            label={t('shipping.descriptionEn')}
            lang="en"
            dir="ltr"
            rows={3}
            error={message('description.en')}
            {...form.register('description.en')}
          />
          <TextAreaField
            label={t('shipping.descriptionAr')}
            lang="ar"
            dir="rtl"
            rows={3}
            error={message('description.ar')}
            {...form.register('description.ar')}
          />
        </div>
      </FormSection>
      <FormSection title={t('shipping.pricing')} id="shipping-pricing">
        <div className="grid gap-3 sm:grid-cols-3">
          {amountField('price', 'shipping.priceKd', 'shipping.amountHint')}
          {amountField('freeFrom', 'shipping.freeFromKd', 'shipping.freeFromHint')}
          {amountField('minSubtotal', 'shipping.minimumKd', 'shipping.minimumHint')}
        </div>
      </FormSection>
      <FormSection title={t('shipping.delivery')} id="shipping-delivery">
        <p className="text-sm text-neutral-600">{t('shipping.daysHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {(['minDays', 'maxDays'] as const).map((field) => (
            <TextField
              key={field}
              label={t(field === 'minDays' ? 'shipping.minDays' : 'shipping.maxDays')}
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              error={message(field)}
              {...form.register(field)}
            />
          ))}
        </div>
      </FormSection>
      <FormSection title={t('shipping.where')} id="shipping-where">
        <PlacesFields
          form={form}
          errors={{ countryCodes: message('countryCodes'), areaIds: message('areaIds') }}
        />
      </FormSection>
      <div className={`${cardClass} space-y-2 p-4`}>
        <CheckboxField
          label={t('shipping.activeLabel')}
          disabled={method?.isDefault}
          {...form.register('active')}
        />
        {method?.isDefault && (
          <p className="text-xs text-neutral-600">{t('shipping.defaultStaysOn')}</p>
        )}
        {message('active') && (
          <p className="text-xs font-medium text-red-700">{message('active')}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
          {isSubmitting ? t('shipping.saving') : t('shipping.save')}
        </button>
        <p role="status" className="text-sm text-green-800">
          {saved && !form.formState.isDirty ? t('shipping.saved') : ''}
        </p>
      </div>
    </form>
  );
}
