import { json, mockFetch, type RecordedCall } from '@storefront/client/testing/fetch';
import {
  type AdminPage,
  addressOfTitle,
  type PageContent,
  type PageContentRequest,
} from '@storefront/contracts/admin-pages';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TiptapEditorHTMLElement } from '@tiptap/core';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aStaffMember, Providers } from '../../test/render.tsx';
import PageEditorPage from './page-editor-page.tsx';

// ProseMirror scrolls the caret into view by measuring a range, which jsdom cannot do.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const content: PageContent = {
  title: { en: 'About us', ar: 'من نحن' },
  body: { en: '<p>We deliver across Kuwait.</p>', ar: '<p>نوصل إلى كل الكويت.</p>' },
  seoTitle: { en: '' },
  seoDescription: { en: '' },
  address: { en: 'about-us', ar: 'من-نحن' },
};

const page: AdminPage = {
  id: 3,
  published: true,
  hasDraft: false,
  publishAt: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
  live: content,
  draft: content,
  draftSavedAt: null,
  scheduledBy: null,
  path: '/pages/about-us',
};

const SAVED_AT = '2026-11-28T14:05:00.000Z';

/** A page's content as the API answers what was sent. */
const answered = (sent: PageContentRequest): PageContent => {
  const text = (pair: { en?: string | undefined; ar?: string | undefined } | undefined) =>
    pair?.ar ? { en: pair.en ?? '', ar: pair.ar } : { en: pair?.en ?? '' };
  return {
    title: text(sent.title),
    body: text(sent.body),
    seoTitle: text(sent.seoTitle),
    seoDescription: text(sent.seoDescription),
    address: text(sent.address),
  };
};

/** The API of one page: GET answers `shown`, each write as the real one would, or `refuse`. */
function api(shown: AdminPage = page, refuse?: (call: RecordedCall) => Response | undefined) {
  let current = shown;
  return mockFetch((call) => {
    if (call.method === 'GET') return json(current);
    const refusal = refuse?.(call);
    if (refusal) return refusal;
    const path = call.url.split('/api/admin/')[1];
    if (path?.endsWith('/preview')) {
      return json({ token: 'signed-token', expiresAt: '2026-11-28T15:05:00.000Z' }, 201);
    }
    if (path === 'pages') {
      const sent = call.body as PageContentRequest;
      // As the API does, an address left out is made from the title.
      const draft = {
        ...answered(sent),
        address: { en: sent.address?.en || addressOfTitle(sent.title.en) },
      };
      current = {
        ...page,
        id: 9,
        path: `/pages/${draft.address.en}`,
        published: false,
        hasDraft: true,
        live: draft,
        draft,
      };
      return json(current, 201);
    }
    if (path?.endsWith('/draft') && call.method === 'PUT') {
      const draft = answered(call.body as PageContentRequest);
      current = { ...current, draft, hasDraft: true, draftSavedAt: SAVED_AT };
    } else if (path?.endsWith('/draft')) {
      current = { ...current, draft: current.live, hasDraft: false, draftSavedAt: null };
    } else if (path?.endsWith('/publish')) {
      current = {
        ...current,
        live: current.draft,
        published: true,
        hasDraft: false,
        publishAt: null,
      };
    } else if (path?.endsWith('/unpublish')) {
      current = { ...current, published: false, publishAt: null };
    } else if (path?.endsWith('/schedule') && call.method === 'POST') {
      const { publishAt } = call.body as { publishAt: string };
      current = { ...current, publishAt, scheduledBy: 'Noor' };
    } else if (path?.endsWith('/schedule')) {
      current = { ...current, publishAt: null, scheduledBy: null };
    }
    return json(current);
  });
}

const writes = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => `${call.method} ${call.url.split('/api/')[1]}`);

function open(path = '/pages/3', lang: 'en' | 'ar' = 'en') {
  return render(
    Providers({
      path,
      lang,
      staff: aStaffMember(['content.manage']),
      children: (
        <Routes>
          <Route path="pages/new" element={<PageEditorPage />} />
          <Route path="pages/:id" element={<PageEditorPage />} />
        </Routes>
      ),
    }),
  );
}

/** The Tiptap editor behind a body's editable area (jsdom cannot type into it). */
async function bodyEditor(name: string) {
  const area = await screen.findByRole('textbox', { name });
  const { editor } = area as TiptapEditorHTMLElement;
  if (!editor) throw new Error(`no editor behind ${name}`);
  return { area, editor };
}

describe('the page editor', () => {
  it('has a toolbar of named buttons, and saves both languages’ titles and the body', async () => {
    const calls = api();
    const user = userEvent.setup();
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByText('No unpublished changes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    const view = screen.getByRole('link', { name: 'View on the shop (opens in a new tab)' });
    expect(view.getAttribute('href')).toBe('/pages/about-us');
    expect(view.getAttribute('target')).toBe('_blank');

    // The editor is a lazy chunk (Tiptap): its first load here may take over a second when other
    // files load it at the same time.
    const toolbar = await screen.findByRole(
      'toolbar',
      { name: 'Formatting (English)' },
      { timeout: 5_000 },
    );
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'H2 heading',
      'H3 heading',
      'Bold',
      'Italic',
      'Underline',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Remove link',
      'Picture',
      'Insert table',
      'Undo',
      'Redo',
    ]);
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('type')).toBe('button');
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    // One Tab stop: the first button; the arrow keys go along.
    expect(within(toolbar).getByRole('button', { name: 'H2 heading' }).tabIndex).toBe(0);
    expect(bold.tabIndex).toBe(-1);

    const title = screen.getByRole('textbox', { name: 'Title (English)' });
    await user.clear(title);
    await user.type(title, 'About Dukkan');
    expect(screen.getByText(/You have changes that are not saved/)).toBeTruthy();

    // The body: everything selected, then made bold from the toolbar.
    const { area, editor } = await bodyEditor('Content (English)');
    expect(area.getAttribute('dir')).toBe('ltr');
    act(() => {
      editor.commands.selectAll();
    });
    await user.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Arabic' }));
    const arabicTitle = screen.getByRole('textbox', { name: 'Title (Arabic)' });
    expect(arabicTitle.getAttribute('dir')).toBe('rtl');
    await user.clear(arabicTitle);
    await user.type(arabicTitle, 'عن دكان');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(
      await screen.findByText('Draft saved. Shoppers see it once you publish it.'),
    ).toBeTruthy();
    expect(writes(calls)).toEqual(['PUT admin/pages/3/draft']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: { en: 'About Dukkan', ar: 'عن دكان' },
      body: {
        en: '<p dir="ltr"><strong>We deliver across Kuwait.</strong></p>',
        ar: '<p>نوصل إلى كل الكويت.</p>',
      },
      seoTitle: { en: '' },
      seoDescription: { en: '' },
      // A new title does not move the page: its addresses stay.
      address: { en: 'about-us', ar: 'من-نحن' },
    });
    expect(screen.queryByText(/You have changes that are not saved/)).toBeNull();
    expect(screen.getByText('Draft saved 28 Nov 2026, 17:05')).toBeTruthy();
  });

  it('makes links, pictures and tables from the toolbar, its forms checked', async () => {
    const calls = api();
    const user = userEvent.setup();
    open();

    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting (English)' });
    const { editor } = await bodyEditor('Content (English)');
    // The arrow keys and End move along the buttons that can be used.
    within(toolbar).getByRole('button', { name: 'H2 heading' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(
      within(toolbar).getByRole('button', { name: 'H3 heading' }),
    );
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(
      within(toolbar).getByRole('button', { name: 'Insert table' }),
    );

    // A link on the selected words: a bare domain gets https://, Escape would close the form.
    act(() => {
      editor.commands.setTextSelection({ from: 4, to: 11 });
    });
    const link = within(toolbar).getByRole('button', { name: 'Link' });
    await user.click(link);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(document.activeElement).toBe(address);
    await user.type(address, 'not an address{Enter}');
    expect(
      screen.getByText('Enter an address starting with /, https://, mailto: or tel:.'),
    ).toBeTruthy();
    await user.clear(address);
    await user.type(address, 'dukkan.com/delivery');
    await user.click(screen.getByRole('checkbox', { name: 'Open in a new tab' }));
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    expect(editor.getHTML()).toContain(
      'We <a target="_blank" href="https://dukkan.com/delivery">deliver</a> across',
    );
    expect(link.getAttribute('aria-expanded')).toBe('false');
    const unlink = within(toolbar).getByRole('button', { name: 'Remove link' });
    expect(unlink).toHaveProperty('disabled', false);
    await user.click(unlink);
    expect(editor.getHTML()).not.toContain('<a ');

    // A picture with its alternative text; http is refused (the shop would drop it).
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Picture' }));
    const src = screen.getByRole('textbox', { name: 'Picture address' });
    await user.type(src, 'http://cdn.example.com/van.jpg');
    await user.type(screen.getByRole('textbox', { name: 'Alternative text (English)' }), 'Our van');
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(
      screen.getByText('Enter an address starting with https://, or upload a picture.'),
    ).toBeTruthy();
    await user.clear(src);
    await user.type(src, '/files/pages/van.jpg');
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(editor.getHTML()).toContain('<img dir="ltr" src="/files/pages/van.jpg" alt="Our van">');

    // A table, and its rows and columns while the caret is in it.
    await user.click(within(toolbar).getByRole('button', { name: 'Insert table' }));
    const tableTools = within(toolbar).getByRole('group', { name: 'Table' });
    expect(
      within(tableTools)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add row', 'Add column', 'Delete row', 'Delete column', 'Delete table']);
    await user.click(within(tableTools).getByRole('button', { name: 'Add row' }));
    expect(editor.getHTML().match(/<tr/g)).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Shoppers see it once you publish it.');
    const put = calls.find((call) => call.method === 'PUT')?.body as PageContentRequest | undefined;
    const sent = put?.body;
    expect(sent?.en).toMatch(/^<p dir="ltr">We deliver across Kuwait\.<\/p><img [^>]+>.*<table/);
    expect(sent?.en).toMatch(/<\/table>$/);
  });

  it('publishes unsaved changes by saving them first', async () => {
    const calls = api();
    const user = userEvent.setup();
    open();

    const title = await screen.findByRole('textbox', { name: 'Title (English)' });
    await user.type(title, ' and our story');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Published: shoppers see it on their next visit.')).toBeTruthy();
    expect(writes(calls)).toEqual(['PUT admin/pages/3/draft', 'POST admin/pages/3/publish']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      title: { en: 'About us and our story', ar: 'من نحن' },
    });
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
  });

  it('edits Arabic right to left, in an Arabic back office too', async () => {
    api();
    const user = userEvent.setup();
    open('/pages/3', 'ar');

    expect(await screen.findByRole('heading', { level: 1, name: 'من نحن' })).toBeTruthy();
    const english = await bodyEditor('المحتوى (بالإنجليزية)');
    expect(english.area.getAttribute('dir')).toBe('ltr');
    await user.click(screen.getByRole('tab', { name: 'العربية' }));
    const { area } = await bodyEditor('المحتوى (بالعربية)');
    expect(area.getAttribute('dir')).toBe('rtl');
    expect(area.getAttribute('lang')).toBe('ar');
    expect(area.parentElement?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(area.querySelector('p')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('toolbar', { name: 'التنسيق (بالعربية)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'العنوان (بالعربية)' }).getAttribute('dir')).toBe(
      'rtl',
    );
  });

  it('shows the API’s refusal under its field, on its language’s tab, and a conflict above', async () => {
    // A body ending with a heading: the editor's empty line after it is not a change.
    const endsWithHeading: PageContent = { ...content, body: { en: '<p>Hi</p><h2>Hours</h2>' } };
    const drafted: AdminPage = {
      ...page,
      hasDraft: true,
      draftSavedAt: SAVED_AT,
      draft: endsWithHeading,
    };
    const calls = api(drafted, (call) => {
      if (call.url.endsWith('/draft')) {
        return json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the highlighted fields.',
              fields: { 'title.ar': 'This is too long.' },
            },
          },
          400,
        );
      }
      if (call.url.endsWith('/publish')) {
        return json(
          { error: { code: 'conflict', message: 'The page was changed in another tab.' } },
          409,
        );
      }
      return undefined;
    });
    const user = userEvent.setup();
    open();

    // A click in the body writes it the editor's way (a `dir` on each block, an empty line after
    // the heading): the page is not changed by it.
    const { editor } = await bodyEditor('Content (English)');
    act(() => {
      editor.commands.setTextSelection(2);
    });
    expect(editor.getHTML()).toBe('<p dir="ltr">Hi</p><h2 dir="ltr">Hours</h2><p dir="ltr"></p>');
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', true);
    await user.type(await screen.findByRole('textbox', { name: 'Title (English)' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const arabicTitle = await screen.findByRole('textbox', { name: 'Title (Arabic)' });
    expect(
      screen.getByRole('tab', { name: 'Arabic (needs a change)' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(arabicTitle.getAttribute('aria-invalid')).toBe('true');
    expect(within(arabicTitle.parentElement!).getByText('This is too long.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(arabicTitle));
    expect(screen.getByRole('alert').textContent).toBe(
      'Some fields need a change: see the messages under them.',
    );

    // Typing in the field takes its message away.
    await user.type(arabicTitle, 'x');
    expect(arabicTitle.getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(screen.getByText('Your changes are undone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The page was changed in another tab.')).toBeTruthy();
    expect(writes(calls)).toEqual(['PUT admin/pages/3/draft', 'POST admin/pages/3/publish']);
  });

  it('previews the saved draft on the shop in a frame, in either language and width', async () => {
    const calls = api();
    const user = userEvent.setup();
    open();

    const toggle = await screen.findByRole('button', { name: 'Preview' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const frame = await screen.findByTitle('The page on the shop with your saved draft');
    expect(frame.getAttribute('src')).toBe('/pages/3?lang=en&pagePreview=signed-token');
    expect(
      calls.some((call) => call.method === 'POST' && call.url.endsWith('/pages/3/preview')),
    ).toBe(true);
    const preview = screen.getByRole('region', { name: 'Preview on the shop' });
    await user.click(within(preview).getByRole('radio', { name: 'Arabic' }));
    await user.click(within(preview).getByRole('radio', { name: 'Phone' }));
    expect(
      screen.getByTitle('The page on the shop with your saved draft').getAttribute('src'),
    ).toBe('/pages/3?lang=ar&pagePreview=signed-token');
    expect(
      within(preview).getByRole('link', { name: 'Open the preview in a new tab' }),
    ).toBeTruthy();

    // Unsaved edits are not in it, and it says so.
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), '!');
    expect(within(preview).getByText('Save your changes to see them here.')).toBeTruthy();
  });

  it('says the English title is missing before sending anything', async () => {
    const calls = api();
    const user = userEvent.setup();
    open('/pages/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'New page' })).toBeTruthy();
    expect(screen.getByText('Given when the page is first saved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const title = screen.getByRole('textbox', { name: 'Title (English)' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('creates a new page with its first save, then opens it', async () => {
    const calls = api();
    const user = userEvent.setup();
    open('/pages/new');

    await user.type(await screen.findByRole('textbox', { name: 'Title (English)' }), 'Eid hours');
    // Left empty, the address is made from the title: shown before it is saved.
    const address = screen.getByRole('textbox', { name: 'Address (English)' });
    expect(address.getAttribute('placeholder')).toBe('eid-hours');
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText(/Shoppers find the page at .\/pages\/eid-hours/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search title (English)' }), 'Eid');
    expect(screen.getByText('3 of 120 characters')).toBeTruthy();
    const { editor } = await bodyEditor('Content (English)');
    act(() => {
      editor.commands.setContent('<h2>Open 4 pm to midnight</h2>', { emitUpdate: true });
    });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(
      await screen.findByText('Page created. It stays hidden until you publish it.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Eid hours' })).toBeTruthy();
    expect(writes(calls)).toEqual(['POST admin/pages']);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: { en: 'Eid hours' },
      body: { en: '<h2 dir="ltr">Open 4 pm to midnight</h2>' },
      seoTitle: { en: 'Eid' },
      seoDescription: { en: '' },
      address: { en: '' },
    });
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(screen.getByText('/pages/eid-hours')).toBeTruthy();
    expect(screen.getByText('/pages/eid-hours?lang=ar')).toBeTruthy();
  });

  it('checks an address as it is typed, and shows one another page has on its tab', async () => {
    const calls = api(page, (call) =>
      call.url.endsWith('/draft')
        ? json(
            {
              error: {
                code: 'conflict',
                message: 'Another page has this address: choose another one.',
                fields: { 'address.ar': 'Another page has this address: choose another one.' },
              },
            },
            409,
          )
        : undefined,
    );
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('tab', { name: 'Arabic' }));
    const address = await screen.findByRole('textbox', { name: 'Address (Arabic)' });
    expect((address as HTMLInputElement).value).toBe('من-نحن');
    await user.clear(address);
    // Left empty, the Arabic page is at the English address.
    expect(
      screen.getByText(/Shoppers find the Arabic page at .\/pages\/about-us\?lang=ar/),
    ).toBeTruthy();
    await user.type(address, 'من نحن');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Use lower-case letters, digits and hyphens/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(writes(calls)).toEqual([]);

    await user.clear(address);
    await user.type(address, 'عن-دكان');
    expect(address.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await within(address.parentElement!).findByText(
        'Another page has this address: choose another one.',
      ),
    ).toBeTruthy();
    expect(writes(calls)).toEqual(['PUT admin/pages/3/draft']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      address: { en: 'about-us', ar: 'عن-دكان' },
    });
  });

  it('schedules the saved draft in Kuwait time, and cancels the schedule', async () => {
    let refused = false;
    const calls = api({ ...page, hasDraft: true, draftSavedAt: SAVED_AT }, (call) => {
      if (refused || !call.url.endsWith('/schedule')) return undefined;
      refused = true;
      const message = 'Choose a moment from now to a year ahead.';
      return json(
        { error: { code: 'validation_failed', message, fields: { publishAt: message } } },
        400,
      );
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const user = userEvent.setup();
    open();

    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    const at = within(schedule).getByLabelText('Publish the draft at (Kuwait time)');
    fireEvent.change(at, { target: { value: '2099-12-01T00:00' } });
    // The API's refusal of the moment shows under it.
    await user.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(
      await within(schedule).findByText('Choose a moment from now to a year ahead.'),
    ).toBeTruthy();
    expect(at.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(schedule).getByRole('button', { name: 'Schedule' }));

    expect(
      await screen.findByText('Scheduled: it goes live 1 Dec 2099, 00:00 (Kuwait time).'),
    ).toBeTruthy();
    expect(writes(calls)).toEqual(['POST admin/pages/3/schedule', 'POST admin/pages/3/schedule']);
    // Midnight in Kuwait is 21:00 UTC the day before.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      publishAt: '2099-11-30T21:00:00.000Z',
    });
    expect(
      within(schedule).getByText(/The draft goes live 1 Dec 2099, 00:00/).textContent,
    ).toContain('scheduled by Noor');
    expect(screen.getByText(/^Scheduled 1 Dec 2099/)).toBeTruthy();

    await user.click(within(schedule).getByRole('button', { name: 'Cancel the schedule' }));
    expect(await screen.findByText('The schedule is cancelled.')).toBeTruthy();
    expect(writes(calls).slice(1)).toEqual([
      'POST admin/pages/3/schedule',
      'DELETE admin/pages/3/schedule',
    ]);
  });

  it('unpublishes after a yes, and discards a draft back to what shoppers see', async () => {
    const drafted: AdminPage = {
      ...page,
      hasDraft: true,
      draftSavedAt: SAVED_AT,
      draft: { ...content, title: { en: 'About Dukkan', ar: 'من نحن' } },
    };
    const calls = api(drafted);
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    open();

    expect(await screen.findByText('Unpublished changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText('Draft discarded.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveProperty(
      'value',
      'About us',
    );

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(confirm).toHaveBeenLastCalledWith(
      expect.stringContaining('Take “About us” off the shop?'),
    );
    expect(await screen.findByText('Unpublished: the page is off the shop.')).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View on the shop/ })).toBeNull();
    expect(writes(calls)).toEqual(['DELETE admin/pages/3/draft', 'POST admin/pages/3/unpublish']);
  });
});
