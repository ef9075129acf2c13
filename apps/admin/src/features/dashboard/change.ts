/** How a figure moved against the period before: the direction, and by how many per cent. */
export type Change =
  | { direction: 'up' | 'down'; percent: number }
  | { direction: 'same' }
  /** Something now, nothing before: up, by no percentage that means anything. */
  | { direction: 'fromZero' };

export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { direction: 'same' };
  if (previous === 0) return { direction: 'fromZero' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  // A move too small to show as a whole per cent still says which way it went.
  return { direction: current > previous ? 'up' : 'down', percent: Math.max(percent, 1) };
}
