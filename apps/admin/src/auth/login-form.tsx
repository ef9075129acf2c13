import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@storefront/client/api-error';
import { applyServerError, errorText, SERVER_ERROR } from '@storefront/client/server-errors';
import { clearSession, storeTokens } from '@storefront/client/storage';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { AdminKey } from '../i18n/en.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { TextField } from '../shared/ui/field.tsx';
import { FormAlert } from '../shared/ui/form-alert.tsx';
import { primaryButtonClass } from '../shared/ui/styles.ts';
import { adminMeQueryOptions } from './api/get-admin-me.ts';
import { signIn } from './api/sign-in.ts';
import { type LoginForm as LoginValues, loginFormSchema } from './login-schema.ts';

/**
 * Email and password → POST account/login → GET admin/me. A customer's account signs in on the
 * shop but is not staff: admin/me answers 403, its tokens are dropped at once, and the form says
 * this account has no access.
 */
export function LoginForm({ notStaff, onSignedIn }: { notStaff: boolean; onSignedIn: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (message?: string, type?: string) =>
    errorText({ message, type }, (key) => t(key as AdminKey));

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      const tokens = await signIn(email, password);
      storeTokens(tokens, 'local');
      await queryClient.fetchQuery(adminMeQueryOptions());
      onSignedIn();
    } catch (error) {
      if (isApiError(error) && error.status === 403) {
        clearSession();
        form.setError(SERVER_ERROR, { type: 'server', message: t('login.notStaff') });
        return;
      }
      applyServerError(error, form.setError, ['email', 'password'], {
        offline: t('common.offline'),
        generic: t('common.failed'),
      });
    }
  });

  const formError = errors.root?.server?.message ?? (notStaff ? t('login.notStaff') : undefined);
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={formError} />
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        dir="ltr"
        error={fieldError(errors.email?.message, errors.email?.type)}
        {...form.register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.password?.message, errors.password?.type)}
        {...form.register('password')}
      />
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('login.signingIn') : t('login.submit')}
      </button>
    </form>
  );
}
