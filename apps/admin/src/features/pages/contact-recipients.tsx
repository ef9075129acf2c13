import { isApiError } from '@storefront/client/api-error';
import { CONTACT_RECIPIENTS_MAX } from '@storefront/contracts/admin-pages';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import {
  cardClass,
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../shared/ui/styles.ts';
import { useContactRecipients, useSaveContactRecipients } from './api.ts';

/** Close enough to what the API takes to catch a typo before sending; the API has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Row {
  key: number;
  value: string;
}

/**
 * The card "Contact form": who is emailed each message of the shop's contact form (at most
 * CONTACT_RECIPIENTS_MAX addresses). Addresses are added and removed in place and saved as one
 * list; an empty line is left out. The API's refusals land under the address they name
 * (`emails.1`), or above the list (`emails`: too many).
 */
export function ContactRecipients() {
  const { t } = useI18n();
  const recipients = useContactRecipients();
  return (
    <section aria-labelledby="contact-recipients" className={`${cardClass} space-y-3 p-4`}>
      <h2 id="contact-recipients" className="text-base font-semibold">
        {t('pages.contact.title')}
      </h2>
      <p className="text-sm text-neutral-700">{t('pages.contact.intro')}</p>
      {recipients.isError ? (
        <LoadFailed
          error={recipients.error}
          permission="content.manage"
          retry={() => void recipients.refetch()}
        />
      ) : !recipients.data ? (
        <Loading />
      ) : (
        <RecipientsForm emails={recipients.data.emails} />
      )}
    </section>
  );
}

function RecipientsForm({ emails }: { emails: string[] }) {
  const { t } = useI18n();
  const id = useId();
  const save = useSaveContactRecipients();
  const nextKey = useRef(emails.length);
  const [rows, setRows] = useState<Row[]>(() =>
    emails.map((value, index) => ({ key: index, value })),
  );
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [general, setGeneral] = useState<string>();
  const [done, setDone] = useState('');
  const inputId = (key: number) => `${id}-email-${key}`;
  const full = rows.length >= CONTACT_RECIPIENTS_MAX;

  // Where the focus goes after the list changed: a new line, or the list's first problem.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const edit = (key: number, value: string) => {
    setRows(rows.map((row) => (row.key === key ? { ...row, value } : row)));
    if (problems[key]) setProblems({ ...problems, [key]: '' });
  };
  const add = () => {
    const key = nextKey.current++;
    setRows([...rows, { key, value: '' }]);
    focusNext.current = inputId(key);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    setRows(next);
    // The focus goes to the line that took its place, else the one before, else "Add".
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? inputId(neighbour.key) : `${id}-add`;
  };

  const submit = () => {
    if (save.isPending) return;
    setDone('');
    setGeneral(undefined);
    const sent = rows.filter((row) => row.value.trim() !== '');
    const found: Record<number, string> = {};
    for (const row of sent) {
      if (!EMAIL.test(row.value.trim())) found[row.key] = t('form.email');
    }
    setProblems(found);
    const first = sent.find((row) => found[row.key]);
    if (first) {
      focusNext.current = inputId(first.key);
      return;
    }
    save.mutate(
      { emails: sent.map((row) => row.value.trim()) },
      {
        onSuccess: (answer) => {
          // The answer is the list as kept (lower case, each once).
          nextKey.current = answer.emails.length;
          setRows(answer.emails.map((value, index) => ({ key: index, value })));
          setDone(
            answer.emails.length === 0
              ? t('pages.contact.savedNone')
              : t('pages.contact.saved', { count: answer.emails.length }),
          );
        },
        onError: (error) => {
          if (!isApiError(error) || error.status >= 500) {
            setGeneral(t('common.failed'));
            return;
          }
          if (error.code === 'network_error') {
            setGeneral(t('common.offline'));
            return;
          }
          // `emails.1` is the second address sent: the line it came from.
          const named: Record<number, string> = {};
          const left: string[] = [];
          for (const [path, message] of Object.entries(error.fields)) {
            const index = /^emails\.(\d+)$/.exec(path)?.[1];
            const row = index === undefined ? undefined : sent[Number(index)];
            if (row) named[row.key] = message;
            else left.push(message);
          }
          setProblems(named);
          const firstNamed = sent.find((row) => named[row.key]);
          if (firstNamed) focusNext.current = inputId(firstNamed.key);
          if (left.length > 0 || !firstNamed) setGeneral(left.join(' ') || error.message);
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormAlert message={general} />
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('pages.contact.none')}</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((row, index) => (
            <li key={row.key} className="flex flex-wrap items-end gap-2">
              <TextField
                id={inputId(row.key)}
                type="email"
                inputMode="email"
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                className="min-w-0 flex-1 basis-64"
                label={t('pages.contact.address', { n: index + 1 })}
                value={row.value}
                error={problems[row.key] || undefined}
                onChange={(event) => edit(row.key, event.currentTarget.value)}
              />
              <button
                type="button"
                className={dangerButtonClass}
                aria-label={t('pages.contact.remove', { n: index + 1 })}
                onClick={() => remove(index)}
              >
                {t('pages.contact.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          id={`${id}-add`}
          type="button"
          className={secondaryButtonClass}
          disabled={full}
          aria-describedby={`${id}-max`}
          onClick={add}
        >
          <span aria-hidden="true">+</span>
          {t('pages.contact.add')}
        </button>
        {/* Not disabled while saving: the focused button would lose the focus. */}
        <button
          type="submit"
          className={primaryButtonClass}
          aria-disabled={save.isPending || undefined}
        >
          {t('pages.contact.save')}
        </button>
        <p id={`${id}-max`} className="text-xs text-neutral-600">
          {t('pages.contact.max', { max: CONTACT_RECIPIENTS_MAX })}
        </p>
      </div>
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {done}
      </p>
    </form>
  );
}
