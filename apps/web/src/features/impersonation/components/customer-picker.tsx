import { isApiError } from '@storefront/client/api-error';
import type { StaffCustomer } from '@storefront/contracts/impersonation';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useStaffCustomers } from '../api/get-staff-customers.ts';
import { useStartImpersonation } from '../hooks/use-start-impersonation.ts';
import { Spinner } from './spinner.tsx';

/** How long typing pauses before the search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The staff page's search: customers by name or email (GET staff/customers), each with
 * "Browse as {{name}}". The result count is announced politely as it changes.
 */
export function CustomerPicker() {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const customers = useStaffCustomers(query);
  const start = useStartImpersonation();

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const list = customers.data ?? [];
  const status = customers.isPending
    ? t('impersonation.staff.searching')
    : customers.isError
      ? ''
      : list.length === 0
        ? t('impersonation.staff.noResults')
        : t('impersonation.staff.results', { count: list.length });

  return (
    <div className="mt-8">
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form works in every browser (and jsdom); <search> does not yet */}
      <form
        role="search"
        aria-label={t('impersonation.staff.searchLabel')}
        onSubmit={(event) => {
          // Enter searches at once.
          event.preventDefault();
          setQuery(text);
        }}
      >
        <label htmlFor={inputId} className="block font-medium text-neutral-900">
          {t('impersonation.staff.searchLabel')}
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-neutral-500"
          />
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            className="h-12 w-full rounded-xl border border-neutral-300 bg-white ps-11 pe-4 text-base text-neutral-900 hover:border-neutral-400"
          />
        </div>
        <p id={hintId} className="mt-2 text-sm text-neutral-600">
          {t('impersonation.staff.searchHint')}
        </p>
      </form>

      <p
        role="status"
        className="mt-6 flex min-h-6 items-center gap-2 text-sm font-medium text-neutral-700"
      >
        {customers.isFetching && <Spinner />}
        {status}
      </p>

      {customers.isError && isApiError(customers.error) && customers.error.status === 403 ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-4 text-red-900">
          {t('impersonation.staff.notAllowed')}
        </p>
      ) : customers.isError ? (
        <div role="alert" className="mt-3 rounded-xl bg-red-50 p-4 text-red-900">
          <p>{t('impersonation.staff.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void customers.refetch()}
            className="mt-3 rounded-full bg-red-900 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
          >
            {t('app.error.retry')}
          </button>
        </div>
      ) : null}

      {list.length > 0 && (
        <ul className="mt-3 divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
          {list.map((customer) => (
            <CustomerRow
              key={customer.userId}
              customer={customer}
              starting={start.isPending && start.variables?.userId === customer.userId}
              busy={start.isPending}
              onStart={() => start.mutate(customer)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface CustomerRowProps {
  customer: StaffCustomer;
  /** This row's session is being started. */
  starting: boolean;
  /** Some row's session is being started: the buttons wait. */
  busy: boolean;
  onStart: () => void;
}

function CustomerRow({ customer, starting, busy, onStart }: CustomerRowProps) {
  const { t } = useTranslation();
  const displayName = customer.displayName?.trim() || null;
  const email = customer.email?.trim() || null;
  const name = displayName ?? email ?? t('impersonation.staff.unnamed');
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="truncate font-medium text-neutral-900">
          {displayName ?? t('impersonation.staff.unnamed')}
        </p>
        {email && (
          <p className="truncate text-sm text-neutral-600">
            <bdi>{email}</bdi>
          </p>
        )}
      </div>
      <button
        type="button"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onStart();
        }}
        className="inline-flex shrink-0 items-center gap-2 rounded-full bg-primary-strong px-4 py-2 text-sm font-semibold text-white hover:brightness-90 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {starting && <Spinner />}
        {t('impersonation.staff.browseAs', { name })}
      </button>
    </li>
  );
}
