import { applyServerError, errorText } from '@storefront/client/server-errors';
import type { AdminPromotion } from '@storefront/contracts/admin-promotions';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { AdminKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CheckboxField, SelectField, TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { FormSection } from '../../shared/ui/form-section.tsx';
import { primaryButtonClass } from '../../shared/ui/styles.ts';
import { useSavePromotion } from './api/save-promotion.ts';
import {
  emptyPromotion,
  fromPromotion,
  type PromotionField,
  type PromotionFormValues,
  toPromotionInput,
} from './form-values.ts';

/** Every field the API may name in a 400 or 409, so its message lands on the right input. */
const FIELDS: Path<PromotionFormValues>[] = [
  'code',
  'discountType',
  'discountValue',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'active',
];

/**
 * A promo code's rules: the code, percent or amount off (KD, sent in fils), the minimum order,
 * when it starts and ends (Kuwait time), and its limits. Saved whole (PUT replaces it). A new
 * code may start off; an existing one is turned off and on by its own button (the page's), so
 * a save never undoes that.
 */
export function PromotionForm({ promotion }: { promotion: AdminPromotion | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const save = useSavePromotion(promotion?.id ?? null);
  const form = useForm<PromotionFormValues>({
    defaultValues: promotion ? fromPromotion(promotion) : emptyPromotion(),
  });
  const { errors, isSubmitting } = form.formState;
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [saved, setSaved] = useState(justCreated);
  const message = (field: keyof PromotionFormValues) =>
    errorText(errors[field], (key) => t(key as AdminKey));
  const fixed = form.watch('discountType') === 'fixed';

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const { input, problems } = toPromotionInput(values);
    if (!input) {
      let first = true;
      for (const [field, key] of Object.entries(problems)) {
        form.setError(
          field as PromotionField,
          { type: 'client', message: key },
          { shouldFocus: first },
        );
        first = false;
      }
      return;
    }
    try {
      const result = await save.mutateAsync(
        promotion ? { ...input, active: promotion.active } : input,
      );
      form.reset(fromPromotion(result));
      setSaved(true);
      if (!promotion) {
        navigate(`/promotions/${result.id}`, { replace: true, state: { saved: true } });
      }
    } catch (error) {
      applyServerError(error, form.setError, FIELDS, {
        offline: t('common.offline'),
        generic: t('common.failed'),
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <FormSection title={t('promotions.rules')} id="promotion-rules">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('promotions.code')}
            hint={t('promotions.codeHint')}
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="sm:col-span-2"
            error={message('code')}
            {...form.register('code')}
          />
          <SelectField
            label={t('promotions.kind')}
            error={message('discountType')}
            {...form.register('discountType')}
          >
            <option value="percentage">{t('promotions.kind.percentage')}</option>
            <option value="fixed">{t('promotions.kind.fixed')}</option>
          </SelectField>
          <TextField
            label={fixed ? t('promotions.amountKd') : t('promotions.percent')}
            hint={fixed ? t('promotions.amountHint') : t('promotions.percentHint')}
            dir="ltr"
            inputMode={fixed ? 'decimal' : 'numeric'}
            error={message('discountValue')}
            {...form.register('discountValue')}
          />
          <TextField
            label={t('promotions.minimumKd')}
            hint={t('promotions.minimumHint')}
            dir="ltr"
            inputMode="decimal"
            error={message('minSubtotal')}
            {...form.register('minSubtotal')}
          />
        </div>
      </FormSection>
      <FormSection title={t('promotions.when')} id="promotion-when">
        <p className="text-sm text-neutral-600">{t('promotions.timeHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('promotions.startsAt')}
            type="datetime-local"
            dir="ltr"
            error={message('startsAt')}
            {...form.register('startsAt')}
          />
          <TextField
            label={t('promotions.endsAt')}
            type="datetime-local"
            dir="ltr"
            error={message('endsAt')}
            {...form.register('endsAt')}
          />
        </div>
      </FormSection>
      <FormSection title={t('promotions.limits')} id="promotion-limits">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('promotions.usageLimit')}
            hint={t('promotions.usageLimitHint')}
            dir="ltr"
            inputMode="numeric"
            error={message('usageLimit')}
            {...form.register('usageLimit')}
          />
          <TextField
            label={t('promotions.perCustomerLimit')}
            hint={t('promotions.perCustomerHint')}
            dir="ltr"
            inputMode="numeric"
            error={message('perCustomerLimit')}
            {...form.register('perCustomerLimit')}
          />
        </div>
        {!promotion && (
          <CheckboxField label={t('promotions.activeLabel')} {...form.register('active')} />
        )}
      </FormSection>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
          {isSubmitting ? t('promotions.saving') : t('promotions.save')}
        </button>
        <p role="status" className="text-sm text-green-800">
          {saved && !form.formState.isDirty ? t('promotions.saved') : ''}
        </p>
      </div>
    </form>
  );
}
