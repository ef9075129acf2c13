import { VenetianMask } from 'lucide-react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { customerName, useImpersonatedCustomer } from '../api/get-impersonated-customer.ts';
import { useEndOnUnload } from '../hooks/use-end-on-unload.ts';
import { useFinishImpersonation } from '../hooks/use-finish-impersonation.ts';
import { Spinner } from './spinner.tsx';

/**
 * Spec 2 Impersonation banner: 'impersonated as', the customer's display name and 'finish
 * session', above the header on every page while a staff member browses as a customer. Loaded
 * only while impersonating (root-layout). It also ends the impersonation when the page is hidden
 * and then unloads (spec 4).
 */
export default function ImpersonationBanner({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data: customer, isPending } = useImpersonatedCustomer(userId);
  const finish = useFinishImpersonation();
  useEndOnUnload();

  const name = customer ? (customerName(customer) ?? t('impersonation.banner.unnamed')) : null;
  const finishing = finish.isPending;

  return (
    <section
      aria-label={t('impersonation.banner.label')}
      className="border-b border-amber-500 bg-amber-300 text-neutral-950"
    >
      <div className="mx-auto flex min-h-10 max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5 text-sm sm:px-4">
        <VenetianMask aria-hidden className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 break-words">
          {t('impersonation.impersonatedAs')}{' '}
          {name !== null ? (
            <strong className="font-semibold">
              <bdi>{name}</bdi>
            </strong>
          ) : isPending ? (
            <span
              aria-hidden
              className="inline-block h-3.5 w-28 animate-pulse rounded bg-amber-500/60 align-middle"
            />
          ) : (
            <strong className="font-semibold">{t('impersonation.banner.unnamed')}</strong>
          )}
        </p>
        <button
          type="button"
          // aria-disabled rather than disabled: the button keeps focus while the call runs.
          aria-disabled={finishing}
          onClick={() => {
            if (!finishing) finish.mutate();
          }}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-neutral-950 px-4 py-1.5 font-semibold text-white hover:bg-neutral-800 focus-visible:outline-neutral-950 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {finishing && <Spinner />}
          {t('impersonation.finish')}
        </button>
      </div>
    </section>
  );
}
