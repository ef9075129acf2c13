import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_VIEWS,
  readSavedViews,
  removeView,
  savedViewsStorageKey,
  saveView,
  VIEW_NAME_MAX_LENGTH,
} from './saved-order-views.ts';

const noura = 'aaaaaaaa-1111-4111-8111-111111111111';
const fahad = 'bbbbbbbb-2222-4222-8222-222222222222';

describe('the saved order views', () => {
  it('keeps each staff member’s views apart, under the back office’s prefix', () => {
    expect(saveView(noura, '  Hawalli to ship ', 'view=toShip&stateId=3')).toEqual({
      views: [{ name: 'Hawalli to ship', filter: 'view=toShip&stateId=3' }],
    });
    expect(readSavedViews(fahad)).toEqual([]);
    expect(savedViewsStorageKey(noura)).toBe(`admin.orderViews.${noura}`);
    expect(JSON.parse(localStorage.getItem(savedViewsStorageKey(noura))!)).toEqual([
      { name: 'Hawalli to ship', filter: 'view=toShip&stateId=3' },
    ]);
  });

  it('replaces a view of the same name in its place, adds a new one last', () => {
    saveView(noura, 'Cash', 'view=cash');
    saveView(noura, 'Returns', 'view=returns');
    const { views } = saveView(noura, 'CASH', 'view=cash&stateId=3') as { views: unknown };
    expect(views).toEqual([
      { name: 'CASH', filter: 'view=cash&stateId=3' },
      { name: 'Returns', filter: 'view=returns' },
    ]);
    expect(removeView(noura, 'cash')).toEqual([{ name: 'Returns', filter: 'view=returns' }]);
    expect(removeView(noura, 'Returns')).toEqual([]);
    expect(localStorage.getItem(savedViewsStorageKey(noura))).toBeNull();
  });

  it('refuses an empty name, a long one, and a view past the most kept', () => {
    expect(saveView(noura, '   ', 'view=cash')).toEqual({ refusal: 'nameRequired' });
    expect(saveView(noura, 'x'.repeat(VIEW_NAME_MAX_LENGTH + 1), '')).toEqual({
      refusal: 'nameTooLong',
    });
    for (let i = 0; i < MAX_SAVED_VIEWS; i++) saveView(noura, `View ${i}`, `query=${i}`);
    expect(saveView(noura, 'One more', 'view=cash')).toEqual({ refusal: 'full' });
    // Saving over one of them still works when full.
    expect(saveView(noura, 'View 3', 'view=cash')).toHaveProperty('views');
    expect(readSavedViews(noura)).toHaveLength(MAX_SAVED_VIEWS);
  });

  it('reads what storage holds through the list’s own reader: junk and unknown filters go', () => {
    localStorage.setItem(
      savedViewsStorageKey(noura),
      JSON.stringify([
        { name: 'Old', filter: 'stateId=3&view=cash&colour=red&page=2' },
        { name: 'old', filter: 'view=toShip' },
        { name: '', filter: 'view=cash' },
        { name: 7, filter: 'view=cash' },
        null,
        'text',
      ]),
    );
    expect(readSavedViews(noura)).toEqual([{ name: 'Old', filter: 'view=cash&stateId=3' }]);
    localStorage.setItem(savedViewsStorageKey(noura), '{not json');
    expect(readSavedViews(noura)).toEqual([]);
  });
});
