import { isApiError } from '@storefront/client/api-error';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { TextField } from '../../../lib/forms/text-field.tsx';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useCustomer } from '../../accounts/index.ts';
import { useSession } from '../../sessions/index.ts';
import { useRequestStockAlert } from '../api/request-stock-alert.ts';

/** The API names the field by its path in the request: `email` or `body.email`. */
const emailErrorOf = (fields: Readonly<Record<string, string>>) =>
  fields.email ?? fields['body.email'];

/**
 * "Tell me when it's back" (issue 29), under an out-of-stock product: an email field, prefilled
 * with a signed-in customer's, and a button. The API checks the address and answers in the
 * shopper's language, so its message is shown as it came; once saved, the form gives way to a
 * note saying where the email will go, which takes the focus so it is read out.
 */
export function BackInStock({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const customer = useCustomer({ enabled: isLoggedIn });
  const request = useRequestStockAlert();
  // What the shopper typed; until then, the signed-in customer's own address.
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? (isLoggedIn ? (customer.data?.email ?? '') : '');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (savedFor !== null) doneRef.current?.focus();
  }, [savedFor]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    setFieldError(undefined);
    setFormError(undefined);
    try {
      const saved = await request.mutateAsync({ productId, email });
      setSavedFor(saved.email);
    } catch (error) {
      if (!isApiError(error) || error.code === 'invalid_response' || error.status >= 500) {
        setFormError(t('errors.generic'));
      } else if (error.code === 'network_error') {
        setFormError(t('app.offline'));
      } else {
        const onField = emailErrorOf(error.fields);
        if (onField) {
          setFieldError(onField);
          inputRef.current?.focus();
        } else {
          setFormError(error.message);
        }
      }
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="w-full rounded-xl border border-neutral-200 bg-neutral-50 p-4 sm:p-5"
    >
      <h2 id={titleId} className="text-base font-semibold text-neutral-900">
        {t('catalogue.backInStock.title')}
      </h2>
      {savedFor === null ? (
        <>
          <p className="mt-1 text-sm text-neutral-700">{t('catalogue.backInStock.intro')}</p>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-3">
            <FormAlert message={formError} />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                ref={inputRef}
                label={t('catalogue.backInStock.email')}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                ltr
                required
                value={email}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setFieldError(undefined);
                }}
                error={fieldError}
                className="min-w-0 flex-1"
              />
              {/* Level with the input: below a label of one line (1.25rem) and its gap (0.375rem). */}
              <SubmitButton
                pending={request.isPending}
                pendingLabel={t('catalogue.backInStock.submitting')}
                className="shrink-0 sm:mt-[1.625rem]"
              >
                {t('catalogue.backInStock.submit')}
              </SubmitButton>
            </div>
          </form>
        </>
      ) : (
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="mt-2 flex items-start gap-2 text-sm font-medium text-green-800"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('catalogue.backInStock.done', {})
              .split('{{email}}')
              .flatMap((part, index) =>
                index === 0
                  ? [part]
                  : [
                      <bdi key="email" dir="ltr" className="font-semibold">
                        {savedFor}
                      </bdi>,
                      part,
                    ],
              )}
          </span>
        </p>
      )}
    </section>
  );
}
