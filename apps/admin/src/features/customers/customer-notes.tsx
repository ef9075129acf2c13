import type { CustomerNote } from '@storefront/contracts/admin-customers';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { NotesPanel } from '../../shared/ui/notes-panel.tsx';
import { useAddCustomerNote } from './api/add-customer-note.ts';

/** Staff's notes about the customer, newest first; with customers.write, a form to add one. */
export function CustomerNotes({
  customerId,
  notes,
}: {
  customerId: string;
  notes: readonly CustomerNote[];
}) {
  const { t } = useI18n();
  const canWrite = useCan('customers.write');
  const add = useAddCustomerNote(customerId);
  return (
    <NotesPanel
      notes={notes}
      add={canWrite ? add : undefined}
      text={{
        hint: t('customer.notesHint'),
        empty: t('customer.noNotes'),
        newNote: t('customer.newNote'),
        add: t('customer.addNote'),
        added: t('customer.noteAdded'),
        byline: (who, date) => t('customer.noteBy', { who, date }),
      }}
    />
  );
}
