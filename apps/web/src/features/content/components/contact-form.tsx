import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, type ErrorLike, errorText } from '@storefront/client/server-errors';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { TextAreaField } from '../../../lib/forms/text-area-field.tsx';
import { TextField } from '../../../lib/forms/text-field.tsx';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import {
  type ContactFormValues,
  type ContactMessage,
  contactFormSchema,
  MESSAGE_MIN_LENGTH,
} from '../schemas.ts';

const fields = ['name', 'email', 'phone', 'subject', 'message'] as const;

/**
 * The contact form (POST stores/self/contact-us). Each field is checked with the contract's
 * schema once it has been left, then at every keystroke; the server's field errors land on the
 * fields and anything else (a rate limit, a lost network) on the form. `onSent` gets the email
 * the answer will go to.
 */
export function ContactForm({
  defaultValues,
  onSent,
}: {
  defaultValues?: Partial<ContactFormValues>;
  onSent: (message: ContactMessage) => void;
}) {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', ...defaultValues },
  });

  const errorOf = (error: ErrorLike | undefined) =>
    errorText(error, (key) => t(key as TranslationKey, { min: MESSAGE_MIN_LENGTH }));

  const onSubmit = useSubmitOnce(
    handleSubmit(async (values) => {
      try {
        await send.mutateAsync(values);
      } catch (error) {
        applyServerError(error, setError, fields, {
          offline: t('app.offline'),
          generic: t('errors.generic'),
        });
        return;
      }
      onSent(values);
    }),
  );

  const optional = t('contact.optional');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={errorOf(errors.root?.server)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.field.name')}
          autoComplete="name"
          error={errorOf(errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('contact.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          ltr
          error={errorOf(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('contact.field.phone')}
          labelSuffix={optional}
          type="tel"
          autoComplete="tel"
          ltr
          error={errorOf(errors.phone)}
          {...register('phone')}
        />
        <TextField
          label={t('contact.field.subject')}
          labelSuffix={optional}
          error={errorOf(errors.subject)}
          {...register('subject')}
        />
      </div>
      <TextAreaField
        label={t('contact.field.message')}
        rows={6}
        hint={t('contact.messageHint', { min: MESSAGE_MIN_LENGTH })}
        error={errorOf(errors.message)}
        {...register('message')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t('contact.submitting')}>
        {t('contact.submit')}
      </SubmitButton>
    </form>
  );
}
