import { json, mockFetch } from '@storefront/client/testing/fetch';
import type { ImportReport } from '@storefront/contracts/admin-imports';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { anImportReport } from '../../test/import-report.ts';
import { aStaffMember, Providers } from '../../test/render.tsx';
import ImportPage from './import-page.tsx';

const staff = aStaffMember(['catalogue.read', 'catalogue.write']);
/** The page asks again every second while the job works: a busy machine takes its time. */
const slow = { timeout: 5000 };

const open = (lang: 'en' | 'ar' = 'en') =>
  render(
    <Providers path="/imports/7" staff={staff} lang={lang}>
      <Routes>
        <Route path="imports/:id" element={<ImportPage />} />
      </Routes>
    </Providers>,
  );

const running: Partial<ImportReport> = {
  status: 'running',
  progress: {
    done: 120,
    total: 500,
    startedAt: '2026-11-30T09:05:00.000Z',
    finishedAt: null,
    secondsLeft: 90,
  },
};

describe('an import’s report', () => {
  it('imports a checked file after a confirmation, then follows the job', async () => {
    let status: ImportReport['status'] = 'planned';
    const calls = mockFetch(({ url, method }) => {
      if (method === 'POST' && url.endsWith('/commit')) {
        status = 'queued';
        return json(anImportReport({ status }), 202);
      }
      return json(anImportReport(status === 'planned' ? {} : running));
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    open();

    const next = await screen.findByRole('region', { name: 'Import' });
    expect(within(next).getByRole('status').textContent).toBe(
      'Nothing in the shop has changed yet.',
    );
    await user.click(within(next).getByRole('button', { name: 'Import 3 products' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Products to create: 2'));
    const commit = calls.find((call) => call.method === 'POST');
    expect(commit?.url).toBe('/api/admin/imports/7/commit');
    expect((await within(next).findByText('Waiting to start…')).getAttribute('role')).toBe(
      'status',
    );
    expect(within(next).queryByRole('button', { name: /^Import/ })).toBeNull();
    // The next read (every second) finds the job running.
    expect(await within(next).findByText('Importing…', {}, slow)).toBeTruthy();
    expect(within(next).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('120');
  });

  it('leaves the import button disabled when the file creates and updates nothing', async () => {
    mockFetch(() =>
      json(
        anImportReport({
          products: { create: 0, update: 0, unchanged: 4, invalid: 0 },
          errorCount: 0,
          errors: [],
          changes: [],
        }),
      ),
    );
    open();
    const button = await screen.findByRole('button', { name: 'Import 0 products' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/there is nothing to import/)).toBeTruthy();
    expect(screen.getByText('No errors: every product in the file can be imported.')).toBeTruthy();
  });

  it('shows a running import’s progress: rows done of the total and the time left', async () => {
    mockFetch(() => json(anImportReport(running)));
    open();
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('500');
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(bar.getAttribute('aria-valuetext')).toBe('120 of 500 rows done');
    expect(screen.getByText('120 of 500 rows done')).toBeTruthy();
    expect(screen.getByText('About 2 min left')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo this import' })).toBeNull();
  });

  it('names the products changed since when the undo is refused, and undoes the others', async () => {
    const done: Partial<ImportReport> = {
      status: 'done',
      progress: { ...running.progress!, done: 500, finishedAt: '2026-11-30T09:10:00.000Z' },
    };
    const calls = mockFetch(({ url, method }) => {
      if (method === 'POST' && url.endsWith('/undo?skipChanged=false')) {
        return json(
          {
            changedSince: ['TSHIRT', 'MUG'],
            error: { code: 'conflict', message: 'Some products changed since the import.' },
          },
          409,
        );
      }
      if (method === 'POST') {
        return json(
          anImportReport({
            status: 'undoing',
            progress: { ...running.progress!, done: 0, total: 4, secondsLeft: null },
            changedSince: ['TSHIRT', 'MUG'],
          }),
          202,
        );
      }
      return json(anImportReport(done));
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    open();

    expect(await screen.findByText(/^Imported .*The products are in the shop\.$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('These products changed since the import.');
    expect(
      within(refusal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['TSHIRT', '/products?query=TSHIRT'],
      ['MUG', '/products?query=MUG'],
    ]);

    await user.click(within(refusal).getByRole('button', { name: 'Undo the others' }));
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('The 2 products listed'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/imports/7/undo?skipChanged=false',
      '/api/admin/imports/7/undo?skipChanged=true',
    ]);
    expect(await screen.findByRole('progressbar', { name: 'Undo progress' })).toBeTruthy();
    expect(
      screen.getByText('Left as they are, because they changed since the import:'),
    ).toBeTruthy();
  });

  it('reads in Arabic, right to left, with the numbers kept apart', async () => {
    mockFetch(() => json(anImportReport(running)));
    open('ar');
    const bar = await screen.findByRole('progressbar', { name: 'تقدّم الاستيراد' });
    expect(bar.getAttribute('aria-valuetext')).toBe('اكتمل 120 من 500 صفًا');
    expect(screen.getByText('الوقت المتبقي: نحو 2 دقيقة')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'ما سيفعله الملف' });
    expect(within(summary).getByText('منتجات ستُنشأ').nextSibling?.firstChild).toHaveProperty(
      'dir',
      'ltr',
    );
  });
});
