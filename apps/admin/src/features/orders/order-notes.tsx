import { isApiError } from '@storefront/client/api-error';
import type { OrderNote } from '@storefront/contracts/admin-orders';
import { type FormEvent, useState } from 'react';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { TextAreaField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { primaryButtonClass } from '../../shared/ui/styles.ts';
import { useAddOrderNote } from './api/add-order-note.ts';

/** Staff's internal notes, newest first; with orders.write, a form to add one. */
export function OrderNotes({ orderId, notes }: { orderId: number; notes: readonly OrderNote[] }) {
  const { t, lang } = useI18n();
  const canWrite = useCan('orders.write');
  const add = useAddOrderNote(orderId);
  const [done, setDone] = useState('');
  const error = add.error;
  const fieldError = isApiError(error) ? error.fields.body : undefined;
  const general =
    error && !fieldError ? (isApiError(error) ? error.message : t('common.failed')) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('body') ?? '');
    setDone('');
    add.mutate(body, {
      onSuccess: () => {
        form.reset();
        setDone(t('order.noteAdded'));
      },
    });
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-600">{t('order.notesHint')}</p>
      {notes.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('order.noNotes')}</p>
      ) : (
        <ul className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-amber-50 p-2 text-sm">
              <p className="whitespace-pre-line text-neutral-900">{note.body}</p>
              <p className="mt-1 text-xs text-neutral-700">
                {t('order.noteBy', {
                  who: note.authorEmail ?? '—',
                  date: formatDateTime(note.at, lang),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form onSubmit={submit} className="space-y-2">
          <FormAlert message={general} />
          <TextAreaField label={t('order.newNote')} name="body" rows={3} error={fieldError} />
          <button type="submit" className={primaryButtonClass} disabled={add.isPending}>
            {t('order.addNote')}
          </button>
          <p role="status" className="text-sm text-neutral-700">
            {done}
          </p>
        </form>
      )}
    </div>
  );
}
