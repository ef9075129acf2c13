import { useDndContext } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ComponentProps } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { iconButtonClass } from './styles.ts';

/**
 * A node of a tree drawn as nested lists (categories, menu items), dragged among its siblings
 * only: while one is dragged, nodes under another parent are not drop targets. Answers the
 * row's props (`row`: its <li>) and its handle's (`handle`, for DragHandle).
 */
export function useTreeSortable(id: number, parentId: number | null, draggable = true) {
  const { t } = useI18n();
  const { active } = useDndContext();
  const draggedParent = active?.data.current?.parentId;
  const sortable = useSortable({
    id,
    data: { parentId },
    disabled: { draggable: !draggable, droppable: !!active && draggedParent !== parentId },
    attributes: { roleDescription: t('drag.roleDescription') },
  });
  return {
    row: {
      ref: sortable.setNodeRef,
      style: {
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      },
      className: sortable.isDragging ? 'relative z-10 bg-white shadow-lg' : undefined,
    },
    handle: {
      ref: sortable.setActivatorNodeRef,
      ...sortable.attributes,
      ...sortable.listeners,
    },
  };
}

/** The grip a node is dragged by (pointer, or space and the arrow keys), named by the caller. */
export function DragHandle({
  className,
  ...props
}: ComponentProps<'button'> & { 'aria-label': string }) {
  return (
    <button
      type="button"
      {...props}
      className={`${iconButtonClass} shrink-0 cursor-grab touch-none active:cursor-grabbing ${className ?? ''}`}
    >
      <svg aria-hidden="true" viewBox="0 0 10 16" className="h-4 w-2.5" fill="currentColor">
        {[3, 8, 13].flatMap((cy) =>
          [2.5, 7.5].map((cx) => <circle key={`${cx} ${cy}`} cx={cx} cy={cy} r="1.5" />),
        )}
      </svg>
    </button>
  );
}
