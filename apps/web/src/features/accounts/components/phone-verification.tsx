import { isApiError } from '@storefront/client/api-error';
import { groupPhone } from '@storefront/contracts/phone-format';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { isolate } from '../../../lib/forms/bidi.ts';
import { secondaryButtonClass } from '../../../lib/forms/styles.ts';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { TextField } from '../../../lib/forms/text-field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useConfirmPhoneCode } from '../api/confirm-phone-code.ts';
import { useRequestPhoneCode } from '../api/request-phone-code.ts';
import { formatCountdown, useCountdown } from '../hooks/use-countdown.ts';

/**
 * Seconds before another code may be asked for: long enough for an SMS to arrive, short enough
 * that the API's limit (3 codes per number in 10 minutes) is what stops a third try, not this.
 */
export const RESEND_AFTER_SECONDS = 60;

const CODE_PATTERN = /^\d{6}$/;

interface PhoneVerificationProps {
  /** The account's saved number (E.164), which the code is sent to. */
  phone: string;
  verified: boolean;
}

/**
 * The saved phone's state under the profile form's phone field: "Verified" with a check, or
 * "Not verified" and a Verify button that sends a 6-digit code by SMS and asks for it, with
 * "Resend code" after a countdown. The API's messages (wrong or expired code, too many codes)
 * show on the code field. A form of its own, beside the profile's, never inside it.
 */
export function PhoneVerification({ phone, verified }: PhoneVerificationProps) {
  const { t } = useTranslation();
  const requestCode = useRequestPhoneCode();
  const confirmCode = useConfirmPhoneCode();
  const countdown = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [requestError, setRequestError] = useState<string>();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  /** What a failed call says, on the field it names or as its message. */
  const messageOf = (error: unknown, field: string): string => {
    if (!isApiError(error)) return t('errors.generic');
    if (error.code === 'network_error') return t('app.offline');
    if (error.status >= 500 || error.code === 'invalid_response') return t('errors.generic');
    return error.fields[field] ?? error.fields[`body.${field}`] ?? error.message;
  };

  const send = async () => {
    if (requestCode.isPending) return;
    setRequestError(undefined);
    setCodeError(undefined);
    try {
      await requestCode.mutateAsync(phone);
    } catch (error) {
      const message = messageOf(error, 'phone');
      if (codeSent) setCodeError(message);
      else setRequestError(message);
      return;
    }
    countdown.start(RESEND_AFTER_SECONDS);
    setCode('');
    setCodeSent(true);
    // After React has drawn the field: the shopper types the code next.
    requestAnimationFrame(() => codeRef.current?.focus());
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (confirmCode.isPending) return;
    if (!CODE_PATTERN.test(code)) {
      setCodeError(t('validation.phoneCode'));
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    try {
      await confirmCode.mutateAsync({ phone, code });
    } catch (error) {
      setCodeError(messageOf(error, 'code'));
      codeRef.current?.focus();
      return;
    }
    setCodeSent(false);
    setCode('');
    void showToast('success', t('accountInfo.phone.done'));
    // The code field is gone: focus goes to what replaced it.
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const waiting = countdown.secondsLeft > 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p
          ref={statusRef}
          tabIndex={-1}
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium outline-offset-2 ${
            verified ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'
          }`}
        >
          {verified ? (
            <BadgeCheck aria-hidden className="size-4 shrink-0" />
          ) : (
            <CircleAlert aria-hidden className="size-4 shrink-0" />
          )}
          {verified ? t('accountInfo.phone.verified') : t('accountInfo.phone.notVerified')}
        </p>
        {!verified && !codeSent && (
          <button
            type="button"
            aria-disabled={requestCode.isPending || undefined}
            onClick={() => void send()}
            className={`${secondaryButtonClass} py-1.5`}
          >
            {requestCode.isPending ? t('accountInfo.phone.sending') : t('accountInfo.phone.verify')}
          </button>
        )}
      </div>
      {requestError && !codeSent && (
        <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{requestError}</span>
        </p>
      )}

      {!verified && codeSent && (
        <form
          noValidate
          onSubmit={(event) => void confirm(event)}
          className="space-y-4 rounded-2xl border border-neutral-200 bg-neutral-50 p-4"
        >
          <p className="text-sm text-neutral-700">
            {t('accountInfo.phone.codeSent', {})
              .split('{{phone}}')
              .flatMap((part, index) =>
                index === 0
                  ? [part]
                  : [
                      <bdi key="phone" dir="ltr" className="font-medium whitespace-nowrap">
                        {groupPhone(phone)}
                      </bdi>,
                      part,
                    ],
              )}
          </p>
          <TextField
            ref={codeRef}
            label={t('accountInfo.phone.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            ltr
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              if (codeError) setCodeError(undefined);
            }}
            error={codeError}
            className="max-w-48"
          />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton
              pending={confirmCode.isPending}
              pendingLabel={t('accountInfo.phone.confirming')}
            >
              {t('accountInfo.phone.confirm')}
            </SubmitButton>
            <button
              type="button"
              disabled={waiting || requestCode.isPending}
              onClick={() => void send()}
              className={`${secondaryButtonClass} disabled:cursor-not-allowed disabled:opacity-60`}
            >
              {requestCode.isPending
                ? t('accountInfo.phone.sending')
                : waiting
                  ? t('accountInfo.phone.resendIn', {
                      time: isolate(formatCountdown(countdown.secondsLeft)),
                    })
                  : t('accountInfo.phone.resend')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
