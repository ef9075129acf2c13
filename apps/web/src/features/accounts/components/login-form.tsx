import { zodResolver } from '@hookform/resolvers/zod';
import { routes } from '@storefront/contracts/routes';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { textLinkClass } from '../../../lib/forms/styles.ts';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useLogin } from '../api/login.ts';
import { useFormMessages } from '../hooks/use-form-messages.ts';
import { type LoginFormValues, loginFormSchema } from '../schemas.ts';
import { AccountPasswordField, EmailField } from './account-fields.tsx';

/** Spec 4 login: email, password and "remember me"; `onSignedIn` runs once the session is stored. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const { errorOf, showServerError } = useFormMessages();
  const login = useLogin();
  const rememberId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = useSubmitOnce(
    handleSubmit(async (values) => {
      try {
        await login.mutateAsync(values);
      } catch (error) {
        // A refused login (401) has no fields: it is said once, on the form, not on one input.
        showServerError(error, setError, ['email', 'password']);
        return;
      }
      onSignedIn();
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={errorOf(errors.root?.server)} />
      <EmailField
        // The email is the account's user name: password managers pair it with the password.
        autoComplete="username"
        error={errorOf(errors.email)}
        {...register('email')}
      />
      <div>
        <AccountPasswordField
          label={t('account.field.password')}
          autoComplete="current-password"
          error={errorOf(errors.password)}
          {...register('password')}
        />
        <p className="mt-2 text-end text-sm">
          <Link to={routes.forgotPassword} className={textLinkClass}>
            {t('login.forgotPassword')}
          </Link>
        </p>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={rememberId}
          type="checkbox"
          aria-describedby={`${rememberId}-hint`}
          className="mt-0.5 size-5 shrink-0 rounded accent-primary-strong"
          {...register('rememberMe')}
        />
        <div>
          <label htmlFor={rememberId} className="font-medium text-neutral-900">
            {t('login.rememberMe')}
          </label>
          <p id={`${rememberId}-hint`} className="text-sm text-neutral-600">
            {t('login.rememberMeHint')}
          </p>
        </div>
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel={t('login.submitting')} className="w-full">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
