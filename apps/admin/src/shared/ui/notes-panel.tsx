import { isApiError } from '@storefront/client/api-error';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../format-date.ts';
import { TextAreaField } from './field.tsx';
import { FormAlert } from './form-alert.tsx';
import { primaryButtonClass } from './styles.ts';

/** A note staff keep about something (an order, a customer): never shown to a shopper. */
export interface StaffNote {
  id: number;
  body: string;
  at: string;
  authorEmail: string | null;
}

/** The mutation that adds one: its `body` field's 400 shows under the text box. */
export interface AddStaffNote {
  mutate: (body: string, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
}

/** The words of one kind of notes (each section keeps its own strings). */
export interface NotesText {
  hint: string;
  empty: string;
  newNote: string;
  add: string;
  added: string;
  /** "who, when" under a note. */
  byline: (who: string, date: string) => string;
}

/**
 * Staff's internal notes, newest first, each with its author and time; with `add` (the write
 * permission), a form for a new one. The orders' and the customers' pages both show theirs here.
 */
export function NotesPanel({
  notes,
  add,
  text,
}: {
  notes: readonly StaffNote[];
  /** Left out without the permission to write: no form is drawn. */
  add?: AddStaffNote | undefined;
  text: NotesText;
}) {
  const { t, lang } = useI18n();
  const [done, setDone] = useState('');
  const error = add?.error;
  const fieldError = isApiError(error) ? error.fields.body : undefined;
  const general =
    error && !fieldError ? (isApiError(error) ? error.message : t('common.failed')) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('body') ?? '');
    setDone('');
    add?.mutate(body, {
      onSuccess: () => {
        form.reset();
        setDone(text.added);
      },
    });
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-600">{text.hint}</p>
      {notes.length === 0 ? (
        <p className="text-sm text-neutral-600">{text.empty}</p>
      ) : (
        <ul className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-amber-50 p-2 text-sm">
              <p className="whitespace-pre-line break-words text-neutral-900">{note.body}</p>
              <p className="mt-1 text-xs text-neutral-700">
                {text.byline(note.authorEmail ?? '—', formatDateTime(note.at, lang))}
              </p>
            </li>
          ))}
        </ul>
      )}
      {add && (
        <form onSubmit={submit} className="space-y-2">
          <FormAlert message={general} />
          <TextAreaField label={text.newNote} name="body" rows={3} error={fieldError} />
          <button type="submit" className={primaryButtonClass} disabled={add.isPending}>
            {text.add}
          </button>
          <p role="status" className="text-sm text-neutral-700">
            {done}
          </p>
        </form>
      )}
    </div>
  );
}
