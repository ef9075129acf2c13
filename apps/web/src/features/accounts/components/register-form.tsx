import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useRegister } from '../api/register.ts';
import { useFormMessages } from '../hooks/use-form-messages.ts';
import { PASSWORD_MIN_LENGTH, type RegisterFormValues, registerFormSchema } from '../schemas.ts';
import {
  AccountPasswordField,
  DisplayNameField,
  EmailField,
  PhoneField,
} from './account-fields.tsx';

/**
 * Registration (spec 7): name, email, optional phone, a new password typed twice. `email`
 * starts the email field (a guest's order email).
 */
export function RegisterForm({
  email = '',
  onRegistered,
}: {
  email?: string;
  onRegistered: (displayName: string) => void;
}) {
  const { t } = useTranslation();
  const { errorOf, showServerError } = useFormMessages();
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
    defaultValues: { displayName: '', email, phone: '', password: '', confirmPassword: '' },
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
      <DisplayNameField error={errorOf(errors.displayName)} {...register('displayName')} />
      <EmailField error={errorOf(errors.email)} {...register('email')} />
      <PhoneField error={errorOf(errors.phone)} {...register('phone')} />
      <AccountPasswordField
        label={t('account.field.password')}
        autoComplete="new-password"
        hint={t('account.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errorOf(errors.password)}
        {...register('password', {
          // Once a confirmation is typed, it is checked again whenever the password changes.
          onChange: () => {
            if (getValues('confirmPassword')) void trigger('confirmPassword');
          },
        })}
      />
      <AccountPasswordField
        label={t('account.field.confirmPassword')}
        autoComplete="new-password"
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
