import { PasswordField, type PasswordFieldProps } from '../../../lib/forms/password-field.tsx';
import { TextField, type TextFieldProps } from '../../../lib/forms/text-field.tsx';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { usePhoneHint } from '../hooks/use-phone-hint.ts';

/**
 * The account forms' shared fields, with their label, type and autocomplete preset. Every other
 * TextField prop passes through (error, hint, an autoComplete override), and so does
 * react-hook-form's `register(name)` spread, `ref` included (React 19 passes it as a prop).
 */
export type AccountFieldProps = Omit<TextFieldProps, 'label'>;

/** The email address, typed left to right. */
export function EmailField(props: AccountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.field.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      ltr
      {...props}
    />
  );
}

/** The customer's name. */
export function DisplayNameField(props: AccountFieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('account.field.displayName')} autoComplete="name" {...props} />;
}

/** The optional phone number, with the hint naming the shop's default country. */
export function PhoneField(props: AccountFieldProps) {
  const { t } = useTranslation();
  const phoneHint = usePhoneHint();
  return (
    <TextField
      label={t('account.field.phone')}
      labelSuffix={t('account.field.optional')}
      type="tel"
      autoComplete="tel"
      ltr
      hint={phoneHint}
      {...props}
    />
  );
}

export type AccountPasswordFieldProps = Omit<
  PasswordFieldProps,
  'showLabel' | 'hideLabel' | 'autoComplete'
> & {
  /** Which password this is, for password managers. */
  autoComplete: 'current-password' | 'new-password';
};

/** A password field with the show/hide toggle named in the page's language. */
export function AccountPasswordField(props: AccountPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      showLabel={t('account.showPassword')}
      hideLabel={t('account.hidePassword')}
      {...props}
    />
  );
}
