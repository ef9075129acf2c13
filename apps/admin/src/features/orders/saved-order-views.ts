import { readCache, storedKey, writeCache } from '@storefront/client/storage';
import { useCallback, useSyncExternalStore } from 'react';
import { filterString, readOrdersQuery } from './orders-query.ts';

/**
 * The orders list's views a staff member saved (issue 26): a name and the filters, as the query
 * string the list's address holds, in this browser's localStorage under the back office's prefix
 * and the staff member's id (another member signing in on the same computer has their own). No
 * table and no endpoint: a view is a bookmark of the list's address, so one per browser is
 * enough, and nothing leaves it.
 */

export interface SavedOrderView {
  name: string;
  /** The list's filters, canonical (filterString): the view's link is /orders?<filter>. */
  filter: string;
}

export const MAX_SAVED_VIEWS = 20;
export const VIEW_NAME_MAX_LENGTH = 40;

const keyOf = (staffId: string) => `orderViews.${staffId}`;

const sameName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The views in `raw` (what storage holds), junk and repeated names dropped. */
function parseViews(raw: string | null): SavedOrderView[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const views: SavedOrderView[] = [];
  for (const entry of value) {
    const { name, filter } = (entry ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || typeof filter !== 'string') continue;
    const trimmed = name.trim().slice(0, VIEW_NAME_MAX_LENGTH);
    if (trimmed === '' || views.some((view) => sameName(view.name, trimmed))) continue;
    // Read back through the list's own reader: a filter it no longer knows is dropped.
    views.push({
      name: trimmed,
      filter: filterString(readOrdersQuery(new URLSearchParams(filter))),
    });
  }
  return views.slice(0, MAX_SAVED_VIEWS);
}

export function readSavedViews(staffId: string): SavedOrderView[] {
  return parseViews(readCache(keyOf(staffId)));
}

export type SaveRefusal = 'nameRequired' | 'nameTooLong' | 'full';

/**
 * Saves the filters under `name`: a view of the same name (whatever its case) is replaced in its
 * place, a new one goes last. Answers the views, or why it was refused.
 */
export function saveView(
  staffId: string,
  name: string,
  filter: string,
): { views: SavedOrderView[] } | { refusal: SaveRefusal } {
  const trimmed = name.trim();
  if (trimmed === '') return { refusal: 'nameRequired' };
  if (trimmed.length > VIEW_NAME_MAX_LENGTH) return { refusal: 'nameTooLong' };
  const views = readSavedViews(staffId);
  const at = views.findIndex((view) => sameName(view.name, trimmed));
  const saved = { name: trimmed, filter };
  if (at >= 0) views[at] = saved;
  else if (views.length >= MAX_SAVED_VIEWS) return { refusal: 'full' };
  else views.push(saved);
  write(staffId, views);
  return { views };
}

export function removeView(staffId: string, name: string): SavedOrderView[] {
  const views = readSavedViews(staffId).filter((view) => !sameName(view.name, name));
  write(staffId, views);
  return views;
}

const listeners = new Set<() => void>();

function write(staffId: string, views: SavedOrderView[]) {
  writeCache(keyOf(staffId), views.length > 0 ? JSON.stringify(views) : null);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the back office saving or removing a view.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const NONE: SavedOrderView[] = [];

// The parsed views of the last raw value read, so a snapshot stays the same object until it changes.
let cached: { raw: string | null; views: SavedOrderView[] } | undefined;

/** The staff member's saved views, kept in step with storage (this tab's changes and others'). */
export function useSavedOrderViews(staffId: string): SavedOrderView[] {
  const snapshot = useCallback(() => {
    const raw = readCache(keyOf(staffId));
    if (cached?.raw !== raw) cached = { raw, views: parseViews(raw) };
    return cached.views;
  }, [staffId]);
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

/** The storage key of a staff member's views, as the browser holds it (for tests). */
export const savedViewsStorageKey = (staffId: string) => storedKey(keyOf(staffId));
