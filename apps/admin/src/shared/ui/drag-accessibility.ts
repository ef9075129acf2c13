import {
  type Active,
  type Announcements,
  KeyboardSensor,
  type Over,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { hasSortableData, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { RefObject } from 'react';
import type { I18n } from '../../i18n/i18n-context.tsx';

/**
 * dnd-kit's announcements and instructions in the admin's language (`pickedUp`: a ref the
 * announcements keep between a pick-up and the first move): the item by its name, its
 * place as a position among its list's items (pictures, a category's siblings).
 */
export function dragAccessibility(
  t: I18n['t'],
  nameOf: (id: UniqueIdentifier) => string,
  pickedUp: RefObject<boolean>,
) {
  const place = (entry: Active | Over | null) =>
    hasSortableData(entry)
      ? {
          at: entry.data.current.sortable.index + 1,
          count: entry.data.current.sortable.items.length,
        }
      : null;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      pickedUp.current = true;
      return t('drag.picked', { name: nameOf(active.id), ...place(active) });
    },
    onDragOver: ({ active, over }) => {
      // Right after the pick-up it is over its own place: "picked up" says that already.
      const first = pickedUp.current;
      pickedUp.current = false;
      if (first && over?.id === active.id) return undefined;
      const at = place(over);
      return at
        ? t('drag.over', { name: nameOf(active.id), ...at })
        : t('drag.outside', { name: nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      const at = place(over);
      return at
        ? t('drag.dropped', { name: nameOf(active.id), ...at })
        : t('drag.notMoved', { name: nameOf(active.id) });
    },
    onDragCancel: ({ active }) =>
      t('drag.cancelled', { name: nameOf(active.id), ...place(active) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('drag.instructions') } };
}

/**
 * How the back office's lists are dragged: a pointer after 4 px (a click stays a click), or the
 * keyboard (space, the arrows, space) from one item to the next.
 */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
