import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { TextField } from '../../shared/ui/field.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { MAX_SAVED_VIEWS, type SaveRefusal, VIEW_NAME_MAX_LENGTH } from './saved-order-views.ts';

/**
 * "Save as view": a button that opens a small form asking for a name, which saves the filters
 * the list shows now (its address, not the form's unapplied edits). Focus goes to the name when
 * it opens and back to the button when it closes; a refusal lands on the name field.
 */
export function SaveOrderView({
  onSave,
}: {
  /** Saves the current filters under `name`: undefined once saved, else why not. */
  onSave: (name: string) => SaveRefusal | undefined;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const toggle = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const titleId = useId();

  useEffect(() => {
    if (open) nameRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(undefined);
    toggle.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const refusal = onSave(name);
    if (!refusal) {
      close();
      return;
    }
    setError(
      refusal === 'nameRequired'
        ? t('orders.saveView.nameRequired')
        : refusal === 'nameTooLong'
          ? t('orders.saveView.nameTooLong', { count: VIEW_NAME_MAX_LENGTH })
          : t('orders.saveView.full', { count: MAX_SAVED_VIEWS }),
    );
    nameRef.current?.focus();
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={`${secondaryButtonClass} mt-1 mb-1 shrink-0`}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('orders.saveView')}
      </button>
      {open && (
        <form
          id={formId}
          aria-labelledby={titleId}
          onSubmit={submit}
          noValidate
          className="mb-3 grid w-full gap-2"
        >
          <p id={titleId} className="text-sm font-medium text-neutral-800">
            {t('orders.saveView.title')}
          </p>
          <TextField
            ref={nameRef}
            className="max-w-sm"
            label={t('orders.saveView.name')}
            hint={t('orders.saveView.hint')}
            error={error}
            name="name"
            autoComplete="off"
            dir="auto"
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButtonClass}>
              {t('orders.saveView.submit')}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={close}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
