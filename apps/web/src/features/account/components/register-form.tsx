import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { PasswordField } from '../../../lib/forms/password-field.tsx';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { TextField } from '../../../lib/forms/text-field.tsx';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once.ts';
import { useTranslation } from '../../i18n/catalogue-store.ts';
import { useRegister } from '../api/register.ts';
import { useFormMessages } from '../hooks/use-form-messages.ts';
import { usePhoneHint } from '../hooks/use-phone-hint.ts';
import { PASSWORD_MIN_LENGTH, type RegisterFormValues, registerFormSchema } from '../schemas.ts';

/** Registration (spec 7): name, email, optional phone, a new password typed twice. */
export function RegisterForm({ onRegistered }: { onRegistered: (displayName: string) => void }) {
  const { t } = useTranslation();
  const { errorOf, showServerError } = useFormMessages();
  const phoneHint = usePhoneHint();
  const registerCustomer = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { displayName: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = useSubmitOnce(
    handleSubmit(async ({ confirmPassword: _, ...body }) => {
      try {
        await registerCustomer.mutateAsync(body);
      } catch (error) {
        showServerError(error, setError, ['displayName', 'email', 'phone', 'password']);
        return;
      }
      onRegistered(body.displayName);
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={errorOf(errors.root?.server)} />
      <TextField
        label={t('account.field.displayName')}
        autoComplete="name"
        error={errorOf(errors.displayName)}
        {...register('displayName')}
      />
      <TextField
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        ltr
        error={errorOf(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('account.field.phone')}
        labelSuffix={t('account.field.optional')}
        type="tel"
        autoComplete="tel"
        ltr
        hint={phoneHint}
        error={errorOf(errors.phone)}
        {...register('phone')}
      />
      <PasswordField
        label={t('account.field.password')}
        autoComplete="new-password"
        showLabel={t('account.showPassword')}
        hideLabel={t('account.hidePassword')}
        hint={t('account.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errorOf(errors.password)}
        {...register('password', {
          // Once a confirmation is typed, it is checked again whenever the password changes.
          onChange: () => {
            if (getValues('confirmPassword')) void trigger('confirmPassword');
          },
        })}
      />
      <PasswordField
        label={t('account.field.confirmPassword')}
        autoComplete="new-password"
        showLabel={t('account.showPassword')}
        hideLabel={t('account.hidePassword')}
        error={errorOf(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('register.submitting')}
        className="w-full"
      >
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
