import type { LocalizedText } from '../../../lib/localized-text.ts';

/** The home page's layout as a draft keeps it: lists in order, their groups, their items' ids. */
export interface StoredHomeLayout {
  lists: {
    /** null: a list the draft adds. */
    id: number | null;
    name: LocalizedText;
    kind: 'product' | 'category';
    published: boolean;
    groups: { id: number | null; name: LocalizedText; items: number[] }[];
  }[];
}
