import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, type ErrorLike, errorText } from '@storefront/client/server-errors';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import type { OrderLookupResult } from '@storefront/contracts/orders';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { TextField } from '../../../lib/forms/text-field.tsx';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useLookupOrder } from '../api/lookup-order.ts';
import { type TrackOrderRequest, type TrackOrderValues, trackOrderSchema } from '../schemas.ts';

const fields = ['orderNumber', 'email'] as const;

/**
 * /track-order's form (issue 15): the order number (prefilled from the email's link) and the
 * email the order was placed with, checked with the contract's schema once left. A miss is one
 * message whichever of the two was wrong (the API does not say), shown above the form, as is a
 * rate limit. `onFound` gets the order once its key is stored.
 */
export function TrackOrderForm({
  defaultNumber = '',
  onFound,
}: {
  defaultNumber?: string;
  onFound: (result: OrderLookupResult) => void;
}) {
  const { t } = useTranslation();
  const lookup = useLookupOrder();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TrackOrderValues, unknown, TrackOrderRequest>({
    resolver: zodResolver(trackOrderSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { orderNumber: defaultNumber, email: '' },
  });

  const errorOf = (error: ErrorLike | undefined) =>
    errorText(error, (key) => t(key as TranslationKey));

  const onSubmit = useSubmitOnce(
    handleSubmit(async (values) => {
      let result: OrderLookupResult;
      try {
        result = await lookup.mutateAsync(values);
      } catch (error) {
        applyServerError(error, setError, fields, {
          offline: t('app.offline'),
          generic: t('errors.generic'),
        });
        return;
      }
      onFound(result);
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={errorOf(errors.root?.server)} />
      <TextField
        label={t('orders.track.number')}
        hint={t('orders.track.numberHint')}
        autoComplete="off"
        spellCheck={false}
        ltr
        error={errorOf(errors.orderNumber)}
        {...register('orderNumber')}
      />
      <TextField
        label={t('orders.track.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        ltr
        error={errorOf(errors.email)}
        {...register('email')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t('orders.track.submitting')}>
        {t('orders.track.submit')}
      </SubmitButton>
    </form>
  );
}
