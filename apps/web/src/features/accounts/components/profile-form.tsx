import { zodResolver } from '@hookform/resolvers/zod';
import type { Customer } from '@storefront/contracts/accounts';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { useFormMessages } from '../hooks/use-form-messages.ts';
import { type ProfileFormValues, profileFormSchema } from '../schemas.ts';
import { DisplayNameField, EmailField, PhoneField } from './account-fields.tsx';

/** Spec 7 account information: the customer's name, email and phone, editable. */
export function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { errorOf, showServerError } = useFormMessages();
  const updateCustomer = useUpdateCustomer();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: {
      displayName: customer.displayName ?? '',
      email: customer.email ?? '',
      phone: customer.phone ?? '',
    },
  });

  const onSubmit = useSubmitOnce(
    handleSubmit(async (values) => {
      try {
        await updateCustomer.mutateAsync(values);
      } catch (error) {
        showServerError(error, setError, ['displayName', 'email', 'phone']);
        return;
      }
      reset(values);
      void showToast('success', t('accountInfo.profile.saved'));
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={errorOf(errors.root?.server)} />
      <DisplayNameField error={errorOf(errors.displayName)} {...register('displayName')} />
      <EmailField error={errorOf(errors.email)} {...register('email')} />
      <PhoneField error={errorOf(errors.phone)} {...register('phone')} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('accountInfo.profile.submitting')}>
        {t('accountInfo.profile.submit')}
      </SubmitButton>
    </form>
  );
}
