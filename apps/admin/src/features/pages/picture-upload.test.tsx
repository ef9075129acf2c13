import { json, mockFetch } from '@storefront/client/testing/fetch';
import type { FileMetadata } from '@storefront/contracts/catalogue';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TiptapEditorHTMLElement } from '@tiptap/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/content.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Providers } from '../../test/render.tsx';
import type { PageLanguage } from './form-values.ts';
import RichTextEditor from './rich-text-editor.tsx';
import { ToolForm } from './tool-forms.tsx';

// ProseMirror scrolls the caret into view by measuring a range, and finds where a drop landed
// from the point, which jsdom cannot do (a drop with no point keeps the caret where it is).
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

const STORED = '/files/uploads/2026/11/6f1c2a9e-3b7d-4c51-9a0e-1d2f3e4a5b6c.png';

const stored = (file: string): FileMetadata => ({
  fileId: '6f1c2a9e-3b7d-4c51-9a0e-1d2f3e4a5b6c',
  fileName: file,
  contentType: 'image/png',
  size: 68,
  url: STORED,
  createdAt: '2026-11-28T14:05:00.000Z',
});

const png = (name = 'van.png', size = 68) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

/**
 * The files API: each upload is answered by `answer` (once the test lets it, with `hold`), and the
 * files sent are kept.
 */
function filesApi(answer: () => Response | Promise<Response> = () => json(stored('van.png'), 201)) {
  const sent: File[] = [];
  const calls = mockFetch(async (call) => {
    if (call.method === 'POST' && new URL(call.url, 'http://x').pathname === '/api/files') {
      return answer();
    }
    return json({ error: { code: 'not_found', message: 'no' } }, 404);
  });
  const fetchMock = vi.mocked(fetch);
  const files = () => {
    sent.length = 0;
    for (const [, init] of fetchMock.mock.calls) {
      const body = init?.body;
      if (body instanceof FormData) sent.push(body.get('file') as File);
    }
    return sent;
  };
  return { calls, files };
}

/** The body's editor as the page draws it, in one language, with the page's picture form. */
function Body({ lang }: { lang: PageLanguage }) {
  const { t, dir } = useI18n();
  const [value, setValue] = useState('<p>We deliver.</p>');
  return (
    <>
      <p id="body-label">Content</p>
      <RichTextEditor
        id="page-body"
        lang={lang}
        value={value}
        onChange={setValue}
        labelledBy="body-label"
        t={t}
        uiDir={dir}
        renderForm={(props) => <ToolForm {...props} />}
      />
      <pre data-testid="saved">{value}</pre>
    </>
  );
}

async function openEditor(lang: PageLanguage = 'en') {
  render(<Providers>{<Body lang={lang} />}</Providers>);
  const area = await screen.findByRole('textbox', { name: 'Content' });
  const { editor } = area as TiptapEditorHTMLElement;
  if (!editor) throw new Error('no editor');
  // The caret at the end of the text: the picture goes after it.
  act(() => {
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
  });
  const toolbar = screen.getByRole('toolbar');
  return { area, editor, toolbar };
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** What a drop or a paste brings (jsdom has no DataTransfer). */
const transfer = (files: File[], data: Record<string, string> = {}) => ({
  files,
  types: [...Object.keys(data), 'Files'],
  items: [],
  getData: (type: string) => data[type] ?? '',
});

describe('a picture uploaded into a page’s body', () => {
  it('is chosen with the keyboard, uploads, and goes in with the alternative text typed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = filesApi(async () => {
      await held;
      return json(stored('van.png'), 201);
    });
    const user = userEvent.setup();
    const { editor, toolbar } = await openEditor();

    within(toolbar).getByRole('button', { name: 'Picture' }).focus();
    await user.keyboard('{Enter}');
    const upload = screen.getByRole('button', { name: 'Upload a picture' });
    expect(document.activeElement).toBe(upload);
    expect(upload.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(upload.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(
      'JPEG, PNG, WebP or SVG, up to 5 MB. You can also drop or paste a picture into the text.',
    );
    // The button opens the file input's chooser; the input itself is out of the tab order.
    const input = fileInput();
    expect(input.tabIndex).toBe(-1);
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/svg+xml');
    const opened = vi.spyOn(input, 'click').mockImplementation(() => {});
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(1);
    opened.mockRestore();

    // What the chooser gives: uploading is said, and Insert waits.
    fireEvent.change(input, { target: { files: [png('van.png')] } });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Uploading “van.png”…');
    const insert = screen.getByRole('button', { name: 'Insert picture' });
    expect(insert).toHaveProperty('disabled', true);
    release();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        '“van.png” is uploaded. Describe it, then insert it.',
      ),
    );
    expect(api.files().map((file) => file.name)).toEqual(['van.png']);
    // The address is the stored file's; the focus is on the words to write.
    expect(screen.getByRole('textbox', { name: 'Picture address' })).toHaveProperty(
      'value',
      STORED,
    );
    const alt = screen.getByRole('textbox', { name: 'Alternative text (English)' });
    expect(document.activeElement).toBe(alt);
    expect(alt.getAttribute('lang')).toBe('en');

    // No words, no picture: the field says why.
    await user.keyboard('{Enter}');
    expect(screen.getByText('Describe the picture for people who cannot see it.')).toBeTruthy();
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(editor.getHTML()).not.toContain('<img');

    await user.keyboard('Our delivery van{Enter}');
    expect(screen.queryByRole('button', { name: 'Upload a picture' })).toBeNull();
    expect(editor.getHTML()).toContain(`<img dir="ltr" src="${STORED}" alt="Our delivery van">`);
    expect(screen.getByTestId('saved').textContent).toContain(`src="${STORED}"`);
  });

  it('names the reason a picture is refused, by the shop or before it is sent', async () => {
    let answer: () => Response | Promise<Response> = () =>
      json({ error: { code: 'payload_too_large', message: 'The file is larger than 5 MB.' } }, 413);
    const api = filesApi(() => answer());
    const user = userEvent.setup();
    const { editor, toolbar } = await openEditor();
    await user.click(within(toolbar).getByRole('button', { name: 'Picture' }));

    const choose = async (file: File) => {
      fireEvent.change(fileInput(), { target: { files: [file] } });
    };
    await choose(png('big.png'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      '“big.png” is not uploaded: it is larger than 5 MB, the most a picture may be.',
    );

    answer = () =>
      json({ error: { code: 'unsupported_media_type', message: 'Not accepted.' } }, 415);
    await choose(png('renamed.png'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '“renamed.png” is not uploaded: it is not a picture the shop takes. Use a JPEG, PNG, WebP or SVG file.',
      ),
    );

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await choose(png('offline.png'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '“offline.png” is not uploaded: the shop cannot be reached. Check the connection and try again.',
      ),
    );
    expect(api.files().map((file) => file.name)).toEqual(['big.png', 'renamed.png', 'offline.png']);

    // Refused before anything is sent: another kind of file, or one over the limit.
    await choose(new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '“menu.pdf” is not uploaded: it is not a picture the shop takes. Use a JPEG, PNG, WebP or SVG file.',
    );
    await choose(png('huge.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      '“huge.png” is not uploaded: it is larger than 5 MB, the most a picture may be.',
    );
    expect(api.files()).toHaveLength(3);

    // Nothing was uploaded, so there is nothing to insert.
    await user.type(screen.getByRole('textbox', { name: 'Alternative text (English)' }), 'Van');
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(
      screen.getByText('Enter an address starting with https://, or upload a picture.'),
    ).toBeTruthy();
    expect(editor.getHTML()).not.toContain('<img');
  });

  it('uploads a picture dropped on the Arabic body, described in Arabic', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = filesApi(async () => {
      await held;
      return json(stored('shop-front.png'), 201);
    });
    const user = userEvent.setup();
    const { area, editor } = await openEditor('ar');

    fireEvent.drop(area, { dataTransfer: transfer([png('shop-front.png')]) });
    const alt = await screen.findByRole('textbox', { name: 'Alternative text (Arabic)' });
    // The words are asked for while the picture goes up.
    expect(document.activeElement).toBe(alt);
    expect(alt.getAttribute('lang')).toBe('ar');
    expect(alt.getAttribute('dir')).toBe('rtl');
    await user.type(alt, 'واجهة المتجر{Enter}');
    expect(screen.getByRole('status').textContent).toBe(
      'Uploading “shop-front.png”… Wait until the picture is uploaded, then insert it.',
    );
    expect(editor.getHTML()).not.toContain('<img');
    release();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Picture address' })).toHaveProperty(
        'value',
        STORED,
      ),
    );
    expect(api.files().map((file) => file.name)).toEqual(['shop-front.png']);
    expect(screen.getByRole('status').textContent).toBe(
      '“shop-front.png” is uploaded. Describe it, then insert it.',
    );
    expect(document.activeElement).toBe(alt);
    await user.keyboard('{Enter}');
    expect(editor.getHTML()).toContain(`<img dir="rtl" src="${STORED}" alt="واجهة المتجر">`);
    // The focus goes back to the text the picture came into (the editor focuses on a frame).
    await waitFor(() => expect(document.activeElement).toBe(area));
  });

  it('uploads a picture pasted alone, and pastes words that bring a picture of themselves as words', async () => {
    const api = filesApi();
    const user = userEvent.setup();
    const { area, editor } = await openEditor();

    // Copied from a document: its HTML has words, and the picture beside them is not uploaded.
    fireEvent.paste(area, {
      clipboardData: transfer([png('image001.png')], {
        'text/html': '<p>Open from 8 pm</p>',
        'text/plain': 'Open from 8 pm',
      }),
    });
    expect(screen.queryByRole('button', { name: 'Upload a picture' })).toBeNull();
    expect(editor.getText()).toContain('Open from 8 pm');

    // A screenshot.
    fireEvent.paste(area, { clipboardData: transfer([png('Screenshot.png')]) });
    const alt = await screen.findByRole('textbox', { name: 'Alternative text (English)' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        '“Screenshot.png” is uploaded. Describe it, then insert it.',
      ),
    );
    expect(api.files().map((file) => file.name)).toEqual(['Screenshot.png']);
    await user.type(alt, 'Opening hours');
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(editor.getHTML()).toContain(`src="${STORED}" alt="Opening hours"`);
  });

  it('stops an upload when the form is cancelled', async () => {
    let aborted = false;
    filesApi(() => new Promise<Response>(() => {}));
    vi.mocked(fetch).mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const user = userEvent.setup();
    const { area } = await openEditor();
    fireEvent.drop(area, { dataTransfer: transfer([png()]) });
    await screen.findByText('Uploading “van.png”…');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Upload a picture' })).toBeNull();
    expect(aborted).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
