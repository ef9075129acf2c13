import { json, mockFetch, type RecordedCall } from '@storefront/client/testing/fetch';
import type {
  AdminTranslation,
  AdminTranslationsPage,
} from '@storefront/contracts/admin-translations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aStaffMember, renderAt } from '../../test/render.tsx';
import TranslationsPage from './translations-page.tsx';

const string = (
  key: string,
  en: string,
  ar: string,
  more: Partial<AdminTranslation> = {},
): AdminTranslation => ({
  key,
  en,
  ar,
  shipped: { en, ar },
  edited: { en: false, ar: false },
  attention: null,
  placeholders: [],
  ...more,
});

const cart = string('header.cart', 'Cart ({{count}})', 'Cart ({{count}})', {
  attention: 'sameAsEnglish',
  placeholders: ['{{count}}'],
});
const title = string('cart.title', 'Your bag', 'حقيبتك', {
  en: 'Your bag',
  shipped: { en: 'Shopping cart', ar: 'حقيبتك' },
  edited: { en: true, ar: false },
});

const page = (items: AdminTranslation[]): AdminTranslationsPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  version: 7,
  counts: { all: 612, attention: 12, edited: 3 },
});

/**
 * The API: the list, and each PUT answered as `answer` says (the string saved, which the list
 * then carries, or a refusal).
 */
function shop(answer: (call: RecordedCall) => Response) {
  const items = [cart, title];
  return mockFetch(async (call) => {
    if (call.method === 'GET') {
      const attention = call.url.includes('show=attention');
      return json(page(items.filter((item) => !attention || item.attention)));
    }
    const response = answer(call);
    if (response.ok) {
      const { translation } = await response.clone().json();
      items.splice(
        items.findIndex((item) => item.key === translation.key),
        1,
        translation,
      );
    }
    return response;
  });
}

const open = (path = '/translations', lang: 'en' | 'ar' = 'en') =>
  renderAt(<TranslationsPage />, { staff: aStaffMember(['content.manage']), path, lang });

const saved = (translation: AdminTranslation) => json({ translation, version: 8 });

describe('the translations page', () => {
  it('lists the strings side by side, with the filters and their counts in the address', async () => {
    const calls = shop(() => json({}));
    open('/translations?query=cart&show=edited');
    const english = await screen.findByRole('textbox', { name: 'English: header.cart' });
    const arabic = screen.getByRole('textbox', { name: 'Arabic: header.cart' });
    expect(english.getAttribute('lang')).toBe('en');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(calls[0]?.url).toBe('/api/admin/translations?query=cart&show=edited');

    const show = screen.getByRole('navigation', { name: 'Show' });
    const edited = within(show).getByRole('link', { name: 'Edited (3)' });
    expect(edited.getAttribute('aria-current')).toBe('page');
    expect(within(show).getByRole('link', { name: 'All (612)' }).getAttribute('href')).toBe(
      '/translations?query=cart',
    );
    expect(
      within(show).getByRole('link', { name: 'Needs attention (12)' }).getAttribute('href'),
    ).toBe('/translations?query=cart&show=attention');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('cart');

    const [cartRow, titleRow] = screen.getAllByRole('row').slice(1);
    expect(within(cartRow!).getByText('Same as English')).toBeTruthy();
    // What each language must keep, tied to its field.
    expect(arabic.getAttribute('aria-describedby')).toContain(
      within(cartRow!).getAllByText('Keep:')[1]?.parentElement?.id,
    );
    // The English is the shop's own: its badge, the shipped text, the way back.
    expect(within(titleRow!).getByText('Edited')).toBeTruthy();
    expect(within(titleRow!).getByText('Shopping cart')).toBeTruthy();
    expect(
      within(titleRow!).getByRole('button', {
        name: 'Use the shipped text for English: cart.title',
      }),
    ).toBeTruthy();
    expect(
      within(titleRow!).queryByRole('button', { name: /Use the shipped text for Arabic/ }),
    ).toBeNull();
  });

  it('saves the Arabic alone, says so, and reads the list again', async () => {
    const fixed = {
      ...cart,
      ar: 'السلة ({{count}})',
      edited: { en: false, ar: true },
      attention: null,
    };
    const calls = shop(() => saved(fixed));
    const user = userEvent.setup();
    open();
    const arabic = await screen.findByRole('textbox', { name: 'Arabic: header.cart' });
    const save = screen.getByRole('button', { name: 'Save header.cart' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.clear(arabic);
    await user.type(arabic, 'السلة ({{{{count}})');
    expect(save.disabled).toBe(false);
    await user.click(save);

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Saved header.cart: shoppers see it on their next page.',
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/translations/header.cart');
    expect(put?.body).toEqual({ ar: 'السلة ({{count}})' });
    // The answer shows at once; the list is read again for its counts and order.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect((arabic as HTMLTextAreaElement).value).toBe('السلة ({{count}})');
    expect(save.disabled).toBe(true);
    expect(document.activeElement?.textContent).toContain('Saved');
  });

  it('searches, and keeps the keyboard’s place when a saved string leaves the list', async () => {
    const fixed = {
      ...cart,
      ar: 'السلة ({{count}})',
      edited: { en: false, ar: true },
      attention: null,
    };
    const calls = shop(() => saved(fixed));
    const user = userEvent.setup();
    open('/translations?show=attention&page=2');
    const search = await screen.findByRole('searchbox', { name: 'Search keys, English or Arabic' });
    await user.type(search, 'header{Enter}');
    // A new search starts at its first page, under the same filter.
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/admin/translations?query=header&show=attention'),
    );
    expect(screen.queryByRole('textbox', { name: 'English: cart.title' })).toBeNull();

    const arabic = await screen.findByRole('textbox', { name: 'Arabic: header.cart' });
    await user.clear(arabic);
    await user.type(arabic, 'السلة ({{{{count}})');
    await user.click(screen.getByRole('button', { name: 'Save header.cart' }));
    // Needing no attention now, it goes; the word that it was saved has the focus.
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Arabic: header.cart' })).toBeNull(),
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Saved header.cart: shoppers see it on their next page.');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByText('No text matches.')).toBeTruthy();
  });

  it('says what a text must keep before saving, and shows the API’s refusal under its language', async () => {
    const calls = shop(() =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Check the Arabic.',
            fields: { ar: 'Keep {{count}}: the shop puts a value there when it shows this text.' },
          },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    open();
    const arabic = await screen.findByRole('textbox', { name: 'Arabic: header.cart' });
    const save = screen.getByRole('button', { name: 'Save header.cart' }) as HTMLButtonElement;

    // Dropped here: said at once, and Save waits.
    await user.clear(arabic);
    await user.type(arabic, 'السلة');
    expect(arabic.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Keep \{\{count\}\}: the shop puts a value there/).id).toBe(
      arabic.getAttribute('aria-describedby')?.split(' ')[0],
    );
    expect(save.disabled).toBe(true);

    // Kept here, refused there: the API's words, under the Arabic.
    await user.type(arabic, ' {{{{count}}');
    expect(arabic.getAttribute('aria-invalid')).toBeNull();
    await user.click(save);
    const error = await screen.findByText(
      'Keep {{count}}: the shop puts a value there when it shows this text.',
    );
    expect(arabic.getAttribute('aria-invalid')).toBe('true');
    expect(arabic.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(
      screen.getByRole('textbox', { name: 'English: header.cart' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);

    // Typing again: the refusal was of the text before.
    await user.type(arabic, '!');
    expect(arabic.getAttribute('aria-invalid')).toBeNull();
  });

  it('gives a language back to the shipped text, and discards what was typed', async () => {
    const back = { ...title, en: 'Shopping cart', edited: { en: false, ar: false } };
    const calls = shop(() => saved(back));
    const user = userEvent.setup();
    open();
    const english = await screen.findByRole('textbox', { name: 'English: cart.title' });

    await user.type(english, '!');
    await user.click(screen.getByRole('button', { name: 'Discard changes to cart.title' }));
    expect((english as HTMLTextAreaElement).value).toBe('Your bag');
    expect(document.activeElement).toBe(english);

    await user.click(
      screen.getByRole('button', { name: 'Use the shipped text for English: cart.title' }),
    );
    await waitFor(() => expect((english as HTMLTextAreaElement).value).toBe('Shopping cart'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ en: null });
    expect(document.activeElement).toBe(english);
  });

  it('speaks Arabic, with the keys kept apart', async () => {
    shop(() => json({}));
    open('/translations', 'ar');
    expect(await screen.findByRole('textbox', { name: 'العربية: ⁦header.cart⁩' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الترجمات');
    expect(screen.getByRole('button', { name: 'حفظ ⁦header.cart⁩' })).toBeTruthy();
  });
});
