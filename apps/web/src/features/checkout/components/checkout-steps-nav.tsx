import { CHECKOUT_STEPS, type CheckoutStep } from '@storefront/contracts/checkout-stepper';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { Check, Lock } from 'lucide-react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

export const stepTitleKey = (step: CheckoutStep) => `checkout.steps.${step}` as TranslationKey;

/**
 * The checkout stepper (spec 4) as an ordered list of buttons: the step whose choice the page
 * waits for (pendingStep, which may be one past the reachable step: the shipping method once the
 * address is chosen) carries aria-current="step", the ones before it are done; a step beyond the
 * reachable one is aria-disabled (it stays focusable, so a keyboard user hears why it does not
 * open) and pressing it is refused by the rules.
 */
export function CheckoutStepsNav({
  currentStep,
  reachableStep,
  blocked,
  onRequest,
}: {
  /** The step the page asks about now. */
  currentStep: CheckoutStep;
  /** The highest step a move is allowed to (-1 when none but the current: an empty cart). */
  reachableStep: number;
  /** True while errors forbid every move. */
  blocked: boolean;
  onRequest: (step: CheckoutStep) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('checkout.steps.label')} className="mt-6">
      {/* One row at every width: on a phone only the current step spells its name, the others
          are their number (or tick, or lock) and say theirs to a screen reader. */}
      <ol className="flex gap-1">
        {CHECKOUT_STEPS.map((step) => {
          const current = step === currentStep;
          const reachable = !blocked && step <= reachableStep;
          const done = step < currentStep;
          return (
            <li
              key={step}
              className={
                current ? 'min-w-0 flex-1' : 'w-10 shrink-0 sm:w-auto sm:min-w-0 sm:flex-1'
              }
            >
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                aria-disabled={!reachable && !current ? true : undefined}
                data-step={step}
                onClick={() => onRequest(step)}
                className={[
                  'flex min-h-11 w-full items-center gap-2 rounded-xl border py-2 text-start text-sm transition sm:px-2.5',
                  current ? 'px-2.5' : 'justify-center sm:justify-start',
                  current
                    ? 'border-primary-strong bg-primary-strong/10 font-semibold text-neutral-900'
                    : reachable
                      ? 'border-neutral-300 bg-white text-neutral-800 hover:border-neutral-400'
                      : 'cursor-not-allowed border-dashed border-neutral-300 bg-neutral-50 text-neutral-600',
                ].join(' ')}
              >
                <span
                  aria-hidden
                  className={[
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    current || done
                      ? 'bg-primary-strong text-white'
                      : 'bg-neutral-200 text-neutral-700',
                  ].join(' ')}
                >
                  {done ? (
                    <Check className="size-3.5" />
                  ) : !reachable && !current ? (
                    <Lock className="size-3" />
                  ) : (
                    step + 1
                  )}
                </span>
                {!current && <span className="sr-only sm:hidden">{t(stepTitleKey(step))}</span>}
                <span
                  className={current ? 'min-w-0 truncate' : 'hidden min-w-0 truncate sm:inline'}
                >
                  {t(stepTitleKey(step))}
                </span>
                {done && <span className="sr-only">({t('checkout.steps.done')})</span>}
                {!reachable && !current && (
                  <span className="sr-only">({t('checkout.steps.locked')})</span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
