import { json, mockFetch } from '@storefront/client/testing/fetch';
import type { ImportPage as ImportList } from '@storefront/contracts/admin-imports';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { anImportReport } from '../../test/import-report.ts';
import { aStaffMember, Providers } from '../../test/render.tsx';
import ImportPage from './import-page.tsx';
import ImportsPage from './imports-page.tsx';

const staff = aStaffMember(['catalogue.read', 'catalogue.write']);

const history: ImportList = {
  items: [
    {
      id: 3,
      fileName: 'spring.csv',
      createdAt: '2026-11-20T09:00:00.000Z',
      createdBy: 'Sara',
      status: 'done',
      rows: 40,
      products: { create: 12, update: 3, unchanged: 0, invalid: 0 },
      errorCount: 0,
      progress: {
        done: 40,
        total: 40,
        startedAt: '2026-11-20T09:01:00.000Z',
        finishedAt: '2026-11-20T09:02:00.000Z',
        secondsLeft: null,
      },
      undoneAt: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

const open = () =>
  render(
    <Providers path="/imports" staff={staff}>
      <Routes>
        <Route path="imports" element={<ImportsPage />} />
        <Route path="imports/:id" element={<ImportPage />} />
      </Routes>
    </Providers>,
  );

/** The multipart body fetch was given for the upload. */
const uploadBody = () => {
  const call = vi
    .mocked(fetch)
    .mock.calls.find(
      ([url, init]) => String(url).includes('admin/imports?') && init?.method === 'POST',
    );
  const body = call?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('no multipart upload was sent');
  return body;
};

describe('the imports page', () => {
  it('uploads the CSV and the pictures with createMissing, then shows the dry run’s report', async () => {
    const calls = mockFetch(({ url, method }) => {
      if (method === 'POST') return json(anImportReport(), 201);
      if (url.includes('admin/imports/7')) return json(anImportReport());
      return json(history);
    });
    const user = userEvent.setup();
    open();

    expect(screen.getByRole('heading', { level: 1, name: 'Import products' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Download a sample file' }).getAttribute('href'),
    ).toMatch(/catalogue-sample\.csv$/);
    const past = await screen.findByRole('link', { name: 'spring.csv' });
    expect(past.getAttribute('href')).toBe('/imports/3');
    expect(past.closest('tr')?.textContent).toContain('Imported');

    const csv = new File(['handle,name_en\nMUG,Mug\n'], 'catalogue.csv', { type: 'text/csv' });
    const zip = new File(['PK'], 'pictures.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText('CSV file'), csv);
    await user.upload(screen.getByLabelText('Pictures (optional)'), zip);
    await user.click(screen.getByLabelText('Create categories and brands the shop lacks'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import of catalogue.csv' }),
    ).toBeTruthy();
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.url).toBe('/api/admin/imports?createMissing=true');
    const body = uploadBody();
    expect((body.get('file') as File).name).toBe('catalogue.csv');
    expect((body.get('pictures') as File).name).toBe('pictures.zip');
    // The browser sets the multipart type and its boundary, never the client.
    expect(upload?.headers['content-type']).toBeUndefined();

    const summary = screen.getByRole('region', { name: 'What the file does' });
    expect(within(summary).getByText('Products to create').nextSibling?.textContent).toBe('2');
    expect(within(summary).getByText('Products with errors').nextSibling?.textContent).toBe('1');
    expect(within(summary).getByText('Rows read').nextSibling?.textContent).toBe('6');
    const errors = screen.getByRole('region', { name: 'Errors' });
    expect(within(errors).getByText('Showing the first 1 of 250.')).toBeTruthy();
    expect(within(errors).getByRole('columnheader', { name: 'Row' })).toBeTruthy();
    expect(within(errors).getByRole('cell', { name: '12,5' })).toBeTruthy();
    expect(
      within(errors).getByRole('button', { name: 'Download the rows with errors' }),
    ).toBeTruthy();
    const changes = screen.getByRole('region', { name: 'Changes' });
    const shirt = within(changes).getByRole('table', { name: 'Cotton T-shirt' });
    const price = within(shirt).getByRole('rowheader', { name: /price/ }).closest('tr')!;
    expect(price.querySelector('del')?.textContent).toBe('5.000');
    expect(within(price).getAllByRole('cell')[1]?.textContent).toBe('6.500');
    expect(screen.getByRole('button', { name: 'Import 3 products' })).toBeTruthy();
  });

  it('says what the API refused, naming the field, and asks for a file before sending', async () => {
    const calls = mockFetch(({ method }) =>
      method === 'POST'
        ? json(
            {
              error: {
                code: 'validation_failed',
                message: 'Check the form.',
                fields: { file: 'This is not UTF-8 text with a header row.' },
              },
            },
            400,
          )
        : json({ ...history, items: [], total: 0 }),
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('No imports yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const input = screen.getByLabelText('CSV file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('Choose a CSV file.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.upload(input, new File(['x'], 'latin1.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'CSV file: This is not UTF-8 text with a header row.',
    );
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(
      '/api/admin/imports?createMissing=false',
    );
  });
});
