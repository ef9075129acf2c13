import type { OrderNote } from '@storefront/contracts/admin-orders';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { NotesPanel } from '../../shared/ui/notes-panel.tsx';
import { useAddOrderNote } from './api/add-order-note.ts';

/** Staff's internal notes on the order, newest first; with orders.write, a form to add one. */
export function OrderNotes({ orderId, notes }: { orderId: number; notes: readonly OrderNote[] }) {
  const { t } = useI18n();
  const canWrite = useCan('orders.write');
  const add = useAddOrderNote(orderId);
  return (
    <NotesPanel
      notes={notes}
      add={canWrite ? add : undefined}
      text={{
        hint: t('order.notesHint'),
        empty: t('order.noNotes'),
        newNote: t('order.newNote'),
        add: t('order.addNote'),
        added: t('order.noteAdded'),
        byline: (who, date) => t('order.noteBy', { who, date }),
      }}
    />
  );
}
