import type { AuditQuery } from '@storefront/contracts/staff';
import { type FormEvent, useId } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { SelectField, TextField } from '../../shared/ui/field.tsx';
import { FilterActions } from '../../shared/ui/filter-actions.tsx';

export interface Actor {
  id: string;
  email: string | null;
}

/** Entity type, actor, date range: applied on submit, so typing a date does not ask each key. */
export function AuditFilters({
  value,
  actors,
  entities,
  onApply,
}: {
  value: AuditQuery;
  actors: Actor[];
  entities: string[];
  onApply: (next: AuditQuery) => void;
}) {
  const { t } = useI18n();
  const listId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    onApply({
      entity: text('entity'),
      actorId: text('actorId'),
      from: text('from'),
      to: text('to'),
    });
  };
  return (
    <form
      key={JSON.stringify(value)}
      onSubmit={submit}
      aria-label={t('audit.filters')}
      className="grid gap-3 border-b border-neutral-200 p-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <TextField
        label={t('audit.entity')}
        name="entity"
        list={listId}
        defaultValue={value.entity ?? ''}
        dir="ltr"
      />
      <datalist id={listId}>
        {entities.map((entity) => (
          <option key={entity} value={entity} />
        ))}
      </datalist>
      <SelectField label={t('audit.actor')} name="actorId" defaultValue={value.actorId ?? ''}>
        <option value="">{t('audit.anyone')}</option>
        {actors.map((actor) => (
          <option key={actor.id} value={actor.id}>
            {actor.email ?? actor.id}
          </option>
        ))}
      </SelectField>
      <TextField label={t('audit.from')} name="from" type="date" defaultValue={value.from ?? ''} />
      <TextField label={t('audit.to')} name="to" type="date" defaultValue={value.to ?? ''} />
      <FilterActions className="flex gap-2" onClear={() => onApply({})} />
    </form>
  );
}
