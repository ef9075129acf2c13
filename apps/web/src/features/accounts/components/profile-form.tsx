import { zodResolver } from '@hookform/resolvers/zod';
import type { Customer } from '@storefront/contracts/accounts';
import { groupPhone } from '@storefront/contracts/phone-format';
import { useId } from 'react';
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
import { PhoneVerification } from './phone-verification.tsx';

/**
 * Spec 7 account information: the customer's name, email and phone, editable, and the saved
 * phone's verification. That has a form of its own, so it sits between this form's fields and
 * its button, outside the form (the button names the form it submits).
 */
export function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const formId = useId();
  const { errorOf, showServerError } = useFormMessages();
  const updateCustomer = useUpdateCustomer();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: {
      displayName: customer.displayName ?? '',
      email: customer.email ?? '',
      phone: groupPhone(customer.phone ?? ''),
    },
  });

  const onSubmit = useSubmitOnce(
    handleSubmit(async (values) => {
      let saved: Customer;
      try {
        saved = await updateCustomer.mutateAsync(values);
      } catch (error) {
        showServerError(error, setError, ['displayName', 'email', 'phone']);
        return;
      }
      // The number as the API keeps it, in groups: what is verified is that number.
      reset({ ...values, phone: groupPhone(saved.phone ?? '') });
      void showToast('success', t('accountInfo.profile.saved'));
    }),
  );

  return (
    <div className="space-y-5">
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <FormAlert message={errorOf(errors.root?.server)} />
        <DisplayNameField error={errorOf(errors.displayName)} {...register('displayName')} />
        <EmailField error={errorOf(errors.email)} {...register('email')} />
        <PhoneField error={errorOf(errors.phone)} {...register('phone')} />
      </form>
      <PhoneState
        customer={customer}
        edited={dirtyFields.phone === true}
        typed={watch('phone') ?? ''}
      />
      <SubmitButton
        form={formId}
        pending={isSubmitting}
        pendingLabel={t('accountInfo.profile.submitting')}
      >
        {t('accountInfo.profile.submit')}
      </SubmitButton>
    </div>
  );
}

/** Under the phone field: the saved number's verification, or that a new one must be saved. */
function PhoneState({
  customer,
  edited,
  typed,
}: {
  customer: Customer;
  /** The phone field differs from the saved number. */
  edited: boolean;
  typed: string;
}) {
  const { t } = useTranslation();
  if (edited) {
    // Saving a new number clears the old one's check; the new one is verified once saved.
    return typed.trim() === '' ? null : (
      <p className="text-sm text-neutral-700">{t('accountInfo.phone.saveToVerify')}</p>
    );
  }
  if (customer.phone === null) return null;
  return (
    <PhoneVerification
      key={customer.phone}
      phone={customer.phone}
      verified={customer.phoneVerified}
    />
  );
}
