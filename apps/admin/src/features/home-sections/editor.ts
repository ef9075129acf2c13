import type { HomeItem } from '@storefront/contracts/admin-home';
import type { EditList } from './layout.ts';

export type Language = 'en' | 'ar';
export type MoveControl = 'up' | 'down' | 'drag';

/** The editor's layout and what its cards do to it (the page holds the layout). */
export interface Editor {
  lists: readonly EditList[];
  /** A write is on its way: the layout's buttons stay focusable but the actions wait. */
  busy: boolean;
  /** Each slot's message (layout.ts `slots`). */
  errors: Readonly<Record<string, string>>;
  /** The group whose picker is open (one at a time), by its key. */
  picking: string | null;
  /** A section's name in the admin's language, or "Section 3" while it has none. */
  listName: (listIndex: number) => string;
  /** "group 2 of New arrivals". */
  groupLabel: (listIndex: number, groupIndex: number) => string;
  renameList: (listIndex: number, lang: Language, value: string) => void;
  setShown: (listIndex: number, shown: boolean) => void;
  moveList: (from: number, to: number, control?: MoveControl) => void;
  removeList: (listIndex: number) => void;
  addGroup: (listIndex: number) => void;
  renameGroup: (listIndex: number, groupIndex: number, lang: Language, value: string) => void;
  moveGroup: (listIndex: number, from: number, to: number, control?: MoveControl) => void;
  removeGroup: (listIndex: number, groupIndex: number) => void;
  openPicker: (groupKey: string | null) => void;
  addItem: (listIndex: number, groupIndex: number, item: HomeItem) => void;
  moveItem: (
    listIndex: number,
    groupIndex: number,
    from: number,
    to: number,
    control?: MoveControl,
  ) => void;
  removeItem: (listIndex: number, groupIndex: number, itemIndex: number) => void;
}

/** The ids of a row's controls: the focus goes back to them after a change. */
export const controlIds = {
  listTitle: (key: string) => `hs-${key}-title`,
  list: (key: string, control: MoveControl | 'remove' | 'add-group') => `hs-${key}-${control}`,
  groupTitle: (key: string) => `hs-${key}-title`,
  group: (key: string, control: MoveControl | 'remove' | 'add') => `hs-${key}-${control}`,
  item: (groupKey: string, id: number, control: MoveControl | 'remove') =>
    `hs-${groupKey}-item-${id}-${control}`,
  addSection: 'hs-add-section',
} as const;

/** The drag ids of the layout's rows, and the lists they are dragged in. */
export const dragIds = {
  item: (groupKey: string, id: number) => `${groupKey}:${id}`,
  sections: 'sections',
  groups: (listKey: string) => `groups:${listKey}`,
  items: (groupKey: string) => `items:${groupKey}`,
} as const;
