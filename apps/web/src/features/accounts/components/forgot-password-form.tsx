import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { useFormMessages } from '../hooks/use-form-messages.ts';
import { type ForgotPasswordFormValues, forgotPasswordFormSchema } from '../schemas.ts';
import { EmailField } from './account-fields.tsx';

/** Asks for a reset link; `onSent` gets the address, to say where it went (or would have). */
export function ForgotPasswordForm({
  defaultEmail = '',
  onSent,
}: {
  defaultEmail?: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const { errorOf, showServerError } = useFormMessages();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = useSubmitOnce(
    handleSubmit(async (values) => {
      try {
        await requestReset.mutateAsync(values);
      } catch (error) {
        showServerError(error, setError, ['email']);
        return;
      }
      onSent(values.email);
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={errorOf(errors.root?.server)} />
      <EmailField error={errorOf(errors.email)} {...register('email')} />
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('forgotPassword.submitting')}
        className="w-full"
      >
        {t('forgotPassword.submit')}
      </SubmitButton>
    </form>
  );
}
