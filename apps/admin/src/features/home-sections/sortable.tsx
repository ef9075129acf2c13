import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type UniqueIdentifier,
  useDndContext,
} from '@dnd-kit/core';
import {
  hasSortableData,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useRef } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { dragAccessibility, useSortableSensors } from '../../shared/ui/drag-accessibility.ts';

/**
 * One drag-and-drop context for the whole layout: the sections, each section's groups and each
 * group's items are lists of their own (a SortableContext each, named by `container`), and a
 * row is dropped among its own list's rows only. A drop calls `onSort(container, from, to)`,
 * as the ↑ ↓ buttons do.
 */
export function LayoutDnd({
  nameOf,
  onSort,
  children,
}: {
  nameOf: (id: UniqueIdentifier) => string;
  onSort: (container: string, from: number, to: number) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const sensors = useSortableSensors();
  const pickedUp = useRef(false);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!hasSortableData(active) || !over || !hasSortableData(over)) return;
    const from = active.data.current.sortable;
    const to = over.data.current.sortable;
    if (from.containerId !== to.containerId || from.index === to.index) return;
    onSort(String(from.containerId), from.index, to.index);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={dragAccessibility(t, nameOf, pickedUp)}
      onDragEnd={onDragEnd}
    >
      {children}
    </DndContext>
  );
}

/** A list of rows dragged among themselves (`ids`: its rows', in order). */
export function SortableRows({
  container,
  ids,
  children,
}: {
  container: string;
  ids: string[];
  children: ReactNode;
}) {
  return (
    <SortableContext id={container} items={ids} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

/**
 * A row of a SortableRows list: its <li>'s props (`row`) and its drag handle's (`handle`, for
 * the shared DragHandle). While a row of another list is dragged, this one is no drop target.
 */
export function useSortableRow(id: string, container: string) {
  const { t } = useI18n();
  const { active } = useDndContext();
  const dragged =
    active && hasSortableData(active) ? active.data.current.sortable.containerId : null;
  const sortable = useSortable({
    id,
    disabled: { droppable: dragged !== null && dragged !== container },
    attributes: { roleDescription: t('drag.roleDescription') },
  });
  return {
    row: {
      ref: sortable.setNodeRef,
      style: {
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      },
    },
    dragging: sortable.isDragging,
    handle: {
      ref: sortable.setActivatorNodeRef,
      ...sortable.attributes,
      ...sortable.listeners,
    },
  };
}
