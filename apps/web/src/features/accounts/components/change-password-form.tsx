import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useFormMessages } from '../hooks/use-form-messages.ts';
import {
  type ChangePasswordFormValues,
  changePasswordFormSchema,
  PASSWORD_MIN_LENGTH,
} from '../schemas.ts';
import { AccountPasswordField } from './account-fields.tsx';

const empty: ChangePasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Spec 7 change password: the current one and a new one typed twice; cleared on success. */
export function ChangePasswordForm({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const { errorOf, showServerError } = useFormMessages();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });

  const onSubmit = useSubmitOnce(
    handleSubmit(async ({ oldPassword, newPassword }) => {
      try {
        await changePassword.mutateAsync({ oldPassword, newPassword });
      } catch (error) {
        showServerError(error, setError, ['oldPassword', 'newPassword']);
        return;
      }
      reset(empty);
      void showToast('success', t('accountInfo.password.changed'));
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={errorOf(errors.root?.server)} />
      {/* Lets password managers file the new password under the right account. */}
      {email && (
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      )}
      <AccountPasswordField
        label={t('account.field.currentPassword')}
        autoComplete="current-password"
        error={errorOf(errors.oldPassword)}
        {...register('oldPassword')}
      />
      <AccountPasswordField
        label={t('account.field.newPassword')}
        autoComplete="new-password"
        hint={t('account.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errorOf(errors.newPassword)}
        {...register('newPassword', {
          onChange: () => {
            if (getValues('confirmPassword')) void trigger('confirmPassword');
          },
        })}
      />
      <AccountPasswordField
        label={t('account.field.confirmNewPassword')}
        autoComplete="new-password"
        error={errorOf(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t('accountInfo.password.submitting')}>
        {t('accountInfo.password.submit')}
      </SubmitButton>
    </form>
  );
}
