import { zodResolver } from '@hookform/resolvers/zod';
import type { ResetPasswordQuery } from '@storefront/contracts/accounts';
import { routes } from '@storefront/contracts/routes';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { textLinkClass } from '../../../lib/forms/styles.ts';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useFormMessages } from '../hooks/use-form-messages.ts';
import {
  PASSWORD_MIN_LENGTH,
  type ResetPasswordFormValues,
  resetPasswordFormSchema,
} from '../schemas.ts';
import { AccountPasswordField } from './account-fields.tsx';

/** The new password for a checked reset link (spec 7 PUT account/reset-password). */
export function ResetPasswordForm({
  link,
  onReset,
}: {
  link: ResetPasswordQuery;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { errorOf, showServerError } = useFormMessages();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = useSubmitOnce(
    handleSubmit(async ({ newPassword }) => {
      try {
        await resetPassword.mutateAsync({ ...link, newPassword });
      } catch (error) {
        showServerError(error, setError, ['newPassword']);
        return;
      }
      onReset();
    }),
  );

  const formError = errorOf(errors.root?.server);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={formError}>
        {/* Whatever else went wrong, the way out is a new link. */}
        <Link to={routes.forgotPassword} className={`${textLinkClass} mt-1 inline-block`}>
          {t('resetPassword.requestNew')}
        </Link>
      </FormAlert>
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={link.email}
        readOnly
        hidden
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
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('resetPassword.submitting')}
        className="w-full"
      >
        {t('resetPassword.submit')}
      </SubmitButton>
    </form>
  );
}
