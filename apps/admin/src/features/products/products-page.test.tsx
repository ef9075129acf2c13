import { json, mockFetch } from '@storefront/client/testing/fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aStaffMember, renderAt } from '../../test/render.tsx';
import ProductsPage from './products-page.tsx';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../shared/save-blob.ts', () => ({ saveBlob }));

/** The list (empty), its lookups, and the export's CSV. */
function shop() {
  return mockFetch(({ url }) => {
    if (url.includes('products/export')) {
      return new Response('handle,name_en\nMUG,Mug\n', { headers: { 'content-type': 'text/csv' } });
    }
    if (url.includes('categories') || url.includes('brands')) return json([]);
    return json({ items: [], total: 0, page: 1, pageSize: 50 });
  });
}

describe('the products page’s CSV', () => {
  it('exports the list’s filters (not its page or sort) and links to the import', async () => {
    const calls = shop();
    const user = userEvent.setup();
    renderAt(<ProductsPage />, {
      staff: aStaffMember(['catalogue.read', 'catalogue.write']),
      path: '/products?query=mug&published=true&sort=oldest&page=2',
    });
    expect(screen.getByRole('link', { name: 'Import' }).getAttribute('href')).toBe('/imports');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const exported = calls.find((call) => call.url.includes('products/export'));
    expect(exported?.url).toBe('/api/admin/products/export?query=mug&published=true');
    expect(exported?.headers.accept).toBe('text/csv');
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect((blob as Blob).size).toBe('handle,name_en\nMUG,Mug\n'.length);
    expect(name).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('lets a reader export, without the import', () => {
    shop();
    renderAt(<ProductsPage />, { staff: aStaffMember(['catalogue.read']), path: '/products' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  });
});
