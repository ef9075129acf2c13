import { json, mockFetch, type RecordedCall } from '@storefront/client/testing/fetch';
import type { AdminTheme, ThemeSettings } from '@storefront/contracts/admin-theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aStaffMember, renderAt } from '../../test/render.tsx';
import ThemePage from './theme-page.tsx';

const live: ThemeSettings = {
  title: { en: 'Dukkan', ar: 'دكان' },
  color: '#57b568',
  logo: '/brand/logo.svg',
  metadata_icon: null,
  overrided_footer_image: null,
  main_menu: 53,
  footer_menus: [54],
  twitter_url: 'https://x.com/dukkan',
  facebook_url: null,
  instagram_url: null,
  youtube_url: null,
  copy_right: { en: '© Dukkan' },
  metadata_title: { en: 'Dukkan', ar: 'دكان' },
  metadata_description: { en: 'Everything, delivered.' },
  enforce_checkout_terms: true,
  keep_out_of_stock_at_end: true,
  languages: ['en', 'ar'],
  price_format: 'decimals-format',
  currency_label: 'KD',
  currency_position: 'before',
  login_by_otp: false,
  login_by_email: true,
  can_register: true,
  default_country: 'kw',
};

const theme: AdminTheme = {
  live,
  draft: null,
  draftSavedAt: null,
  scheduled: null,
  versions: [
    {
      id: 4,
      publishedAt: '2026-11-20T09:00:00.000Z',
      publishedBy: 'Noor',
      live: true,
      restoredFrom: 1,
      color: '#57b568',
    },
    {
      id: 3,
      publishedAt: '2026-11-10T09:00:00.000Z',
      publishedBy: 'Noor',
      live: false,
      restoredFrom: null,
      color: '#1e6fd9',
    },
    {
      id: 1,
      publishedAt: '2026-11-01T09:00:00.000Z',
      publishedBy: null,
      live: false,
      restoredFrom: null,
      color: '#57b568',
    },
  ],
  menus: [
    { id: 53, name: { en: 'Main menu', ar: 'القائمة الرئيسية' } },
    { id: 54, name: { en: 'Help', ar: 'المساعدة' } },
    { id: 55, name: { en: 'About' } },
  ],
};

const SAVED_AT = '2026-11-28T14:05:00.000Z';
const TOKEN = '12.1800000000.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

/** The theme API: GET the theme, the countries, and each write answering `answer(call)`. */
function api(answer: (call: RecordedCall) => Response = () => json(theme)) {
  return mockFetch((call) => {
    if (call.url.includes('/countries/lookup')) {
      return json([
        { id: 1, code: 'kw', name: 'Kuwait', phoneCode: '+965' },
        { id: 2, code: 'sa', name: 'Saudi Arabia', phoneCode: '+966' },
      ]);
    }
    if (call.url.includes('/admin/theme/preview')) {
      return json({ token: TOKEN, expiresAt: '2026-11-28T15:05:00.000Z' }, 201);
    }
    if (call.method === 'GET') return json(theme);
    return answer(call);
  });
}

const open = (lang: 'en' | 'ar' = 'en') =>
  renderAt(<ThemePage />, {
    staff: aStaffMember(['settings.manage', 'content.manage']),
    path: '/settings/theme',
    lang,
  });

const writes = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET' && !call.url.includes('/preview'));

describe('the theme page', () => {
  it('saves a changed colour as a draft and previews it with a token', async () => {
    const calls = api((call) =>
      json({
        ...theme,
        draft: { ...live, color: (call.body as ThemeSettings).color },
        draftSavedAt: SAVED_AT,
      }),
    );
    const user = userEvent.setup();
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Theme' })).toBeTruthy();
    expect(screen.getByText('No unpublished changes')).toBeTruthy();
    // Without a draft, the frame shows the live shop, and says so.
    const liveFrame = screen.getByTitle('Preview of the live shop');
    expect(liveFrame.getAttribute('src')).toBe('/?lang=en');
    expect(screen.getByText('Showing the live shop: save a draft to preview it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);

    // The picker and the code are one value.
    fireEvent.input(screen.getByLabelText('Colour'), { target: { value: '#1e6fd9' } });
    expect(screen.getByRole('textbox', { name: 'Colour code' })).toHaveProperty('value', '#1e6fd9');
    expect(screen.getByText(/You have changes that are not saved/)).toBeTruthy();
    // An empty profile is none; an empty Arabic text is left out.
    await user.type(screen.getByRole('textbox', { name: 'Instagram' }), ' ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Draft saved. The preview shows it.',
    );
    const [put] = writes(calls);
    expect(put?.method).toBe('PUT');
    expect(put?.url).toContain('/admin/theme/draft');
    expect(put?.body).toEqual({ ...live, color: '#1e6fd9' });

    // The frame shows the draft through the token asked for after the save.
    const frame = await screen.findByTitle('Preview of your draft');
    expect(frame.getAttribute('src')).toBe(`/?lang=en&themePreview=${TOKEN}`);
    const preview = calls.find((call) => call.url.includes('/admin/theme/preview'));
    expect(preview?.method).toBe('POST');
    expect(screen.queryByText(/Showing the live shop/)).toBeNull();
    expect(screen.queryByText(/You have changes that are not saved/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', false);

    // Another page, the phone's width and Arabic: the same token, another address.
    await user.click(screen.getByRole('radio', { name: 'A product' }));
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.click(screen.getByRole('radio', { name: 'Arabic' }));
    const product = `/products/1?lang=ar&themePreview=${TOKEN}`;
    expect(screen.getByTitle('Preview of your draft').getAttribute('src')).toBe(product);
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(
      product,
    );
  });

  it('shows the API’s refusals under their fields', async () => {
    const calls = api(() =>
      json(
        {
          error: {
            code: 'validation_error',
            message: 'Check the highlighted fields.',
            fields: {
              color: 'Enter a colour as #rrggbb.',
              main_menu: 'Choose one of the shop’s menus.',
            },
          },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    open();

    const code = await screen.findByRole('textbox', { name: 'Colour code' });
    await user.clear(code);
    await user.type(code, 'green');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a colour as #rrggbb.')).toBeTruthy();
    const menu = screen.getByRole('combobox', { name: 'Main menu' });
    expect(menu.getAttribute('aria-invalid')).toBe('true');
    const describedBy = menu.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Choose one of the shop’s menus.',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Some settings need a change: see the messages under them.',
    );
    expect(writes(calls)).toHaveLength(1);
  });

  it('publishes unsaved changes by saving them first', async () => {
    const drafted = { ...theme, draft: { ...live, currency_label: 'KWD' }, draftSavedAt: SAVED_AT };
    const calls = api((call) =>
      call.url.endsWith('/admin/theme/draft')
        ? json(drafted)
        : json({ ...theme, live: drafted.draft }),
    );
    const user = userEvent.setup();
    open();

    const label = await screen.findByRole('textbox', { name: 'Currency label' });
    await user.clear(label);
    await user.type(label, 'KWD');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Published: shoppers see it on their next page.',
    );
    expect(writes(calls).map((call) => `${call.method} ${call.url.split('/api/')[1]}`)).toEqual([
      'PUT admin/theme/draft',
      'POST admin/theme/publish',
    ]);
    expect(writes(calls)[0]?.body).toMatchObject({ currency_label: 'KWD' });
  });

  it('lists the versions and restores one after a yes', async () => {
    const calls = api(() => json(theme));
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    open();

    const versions = await screen.findByRole('region', { name: 'Published versions' });
    const rows = within(versions).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Live')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('Restored from version 1');
    expect(rows[0]?.textContent).toContain('by Noor');
    expect(rows[2]?.textContent).toContain('The shop’s starting theme');
    // The live version is not restored; the others are.
    expect(
      within(versions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restore', 'Restore']);

    await user.click(within(versions).getByRole('button', { name: 'Restore version 3' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('version 3'));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Version 3 is live again.',
    );
    expect(writes(calls)[0]?.url).toContain('/admin/theme/versions/3/restore');
  });

  it('discards the draft after a yes, and is in Arabic right to left', async () => {
    const withDraft = {
      ...theme,
      draft: { ...live, color: '#1e6fd9' },
      draftSavedAt: SAVED_AT,
    };
    const calls = mockFetch((call) => {
      if (call.url.includes('/countries/lookup')) return json([]);
      if (call.url.includes('/admin/theme/preview')) {
        return json({ token: TOKEN, expiresAt: '2026-11-28T15:05:00.000Z' }, 201);
      }
      return json(call.method === 'GET' ? withDraft : theme);
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const user = userEvent.setup();
    open('ar');

    expect(await screen.findByRole('heading', { level: 1, name: 'المظهر' })).toBeTruthy();
    const arabicName = screen.getByRole('textbox', { name: 'اسم المتجر (بالعربية)' });
    expect(arabicName.getAttribute('dir')).toBe('rtl');
    expect(arabicName.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('textbox', { name: 'رمز اللون' })).toHaveProperty('value', '#1e6fd9');
    // The preview starts in the admin's language, with the draft's token.
    expect((await screen.findByTitle('معاينة مسودتك')).getAttribute('src')).toBe(
      `/?lang=ar&themePreview=${TOKEN}`,
    );

    await user.click(screen.getByRole('button', { name: 'تجاهل المسودة' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'تم تجاهل المسودة.');
    expect(writes(calls).map((call) => call.method)).toEqual(['DELETE']);
    expect(screen.getByRole('textbox', { name: 'رمز اللون' })).toHaveProperty('value', '#57b568');
    expect(screen.getByTitle('معاينة المتجر المنشور').getAttribute('src')).toBe('/?lang=ar');
  });
});
