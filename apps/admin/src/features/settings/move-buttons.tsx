import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { iconButtonClass } from '../../shared/ui/styles.ts';
import { movedIds, type Step } from './reorder.ts';

const buttonId = (listId: string, id: number, step: Step) =>
  `${listId}-${id}-${step < 0 ? 'up' : 'down'}`;

/**
 * Moves within a list the checkout shows in order (shipping methods, payment providers): the
 * new order is saved whole, the move is announced, and the focus stays on the button pressed
 * (or its neighbour, at an end of the list), so the keyboard can keep moving the same row.
 */
export function useListMoves({
  listId,
  items,
  save,
}: {
  /** Prefix of the buttons' ids: unique on the page. */
  listId: string;
  items: readonly { id: number; name: string }[];
  save: (ids: number[]) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const ids = items.map((item) => item.id);
  const order = ids.join();
  // The focus waits for the list to be drawn in the order saved, which comes with the list's
  // next read: a frame after the save, the old order may still be on screen.
  const pending = useRef<{ id: number; step: Step; order: string } | null>(null);
  const drawn = useRef(order);
  const focusIfDrawn = () => {
    const want = pending.current;
    if (!want || want.order !== drawn.current) return;
    pending.current = null;
    for (const which of [want.step, -want.step as Step]) {
      const button = document.getElementById(buttonId(listId, want.id, which));
      if (button instanceof HTMLButtonElement && !button.disabled) {
        button.focus();
        return;
      }
    }
  };
  useEffect(() => {
    drawn.current = order;
    focusIfDrawn();
  });
  const move = async (id: number, step: Step) => {
    const next = movedIds(ids, id, step);
    if (!next || busy) return;
    setBusy(true);
    setFailed(false);
    setMessage('');
    try {
      await save(next);
      const name = items.find((item) => item.id === id)?.name ?? '';
      setMessage(t('settings.moved', { name, at: next.indexOf(id) + 1, count: next.length }));
      // Once the list is drawn in its new order: the same button, or the other at an end.
      pending.current = { id, step, order: next.join() };
      focusIfDrawn();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { ids, move, busy, message, failed, listId };
}

type ListMoves = ReturnType<typeof useListMoves>;

/** ↑ and ↓ for one row, named with the row's name for screen readers. */
export function MoveButtons({ moves, id, name }: { moves: ListMoves; id: number; name: string }) {
  const { t } = useI18n();
  return (
    <span className="flex shrink-0 gap-1">
      {([-1, 1] as const).map((step) => (
        <button
          key={step}
          id={buttonId(moves.listId, id, step)}
          type="button"
          className={iconButtonClass}
          aria-label={t(step < 0 ? 'settings.moveUp' : 'settings.moveDown', { name })}
          disabled={movedIds(moves.ids, id, step) === null}
          // Not disabled while saving: the focused button would lose the focus.
          aria-disabled={moves.busy || undefined}
          onClick={() => void moves.move(id, step)}
        >
          <span aria-hidden="true">{step < 0 ? '↑' : '↓'}</span>
        </button>
      ))}
    </span>
  );
}

/** Where a move is announced, or says it failed. */
export function MoveStatus({ moves }: { moves: ListMoves }) {
  const { t } = useI18n();
  return (
    <>
      <p role="status" className="sr-only">
        {moves.message}
      </p>
      {moves.failed && (
        <p role="alert" className="px-4 py-3 text-sm font-medium text-red-700">
          {t('common.failed')}
        </p>
      )}
    </>
  );
}
