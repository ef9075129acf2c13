/** Up (-1) or down (+1) the list, as the move buttons say. */
export type Step = -1 | 1;

/**
 * The ids in their new order once `id` moves one place up or down; null when it cannot (the
 * first moving up, the last moving down, or an id not in the list).
 */
export function movedIds(ids: readonly number[], id: number, step: Step): number[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = next[to]!;
  next[to] = id;
  return next;
}
