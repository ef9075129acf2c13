import type { Address } from '@storefront/contracts/addresses';
import { ar } from '@storefront/contracts/i18n/ar';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCatalogue } from '../../../shared/hooks/use-translation.ts';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch.ts';
import { fakeJwt, inOneHour } from '../../../test/jwt.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AddressBook } from './address-book.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/toast.ts', () => ({ showToast }));

const USER_ID = 'c-1';

const address = (addressId: number, fullName: string, extra: Partial<Address> = {}): Address => ({
  addressId,
  addressType: 'Home',
  fullName,
  phone: '+96550001234',
  email: null,
  countryId: 1,
  countryCode: 'kw',
  countryName: 'Kuwait',
  stateId: 2,
  stateName: 'Hawalli',
  areaId: 202,
  areaName: 'Salmiya',
  block: '10',
  street: 'Salem Al-Mubarak',
  avenue: '',
  building: '7',
  floor: '',
  apartment: '',
  note: '',
  isDefault: false,
  ...extra,
});

type Override = (call: RecordedCall, path: string) => Response | undefined;

/**
 * The addresses API as the server answers it: the list (default first, then newest), add, replace
 * (isDefault true unsets the others), delete, and the lookups the form reads.
 */
function mockAddressesApi(initial: Address[], override?: Override) {
  let saved = [...initial];
  let nextId = 100;
  const sorted = () =>
    [...saved].sort(
      (a, b) => Number(b.isDefault) - Number(a.isDefault) || b.addressId - a.addressId,
    );
  const stored = (body: Record<string, unknown>, addressId: number): Address =>
    address(addressId, String(body.fullName), {
      phone: String(body.phone),
      stateId: body.stateId as number,
      areaId: body.areaId as number,
      block: String(body.block),
      street: String(body.street),
      building: String(body.building),
      isDefault: Boolean(body.isDefault),
    });
  const makeDefault = (addressId: number) => {
    saved = saved.map((a) => ({ ...a, isDefault: a.addressId === addressId }));
  };
  const calls = mockFetch((call) => {
    const url = new URL(call.url, 'http://shop');
    const path = url.pathname;
    const overridden = override?.(call, path);
    if (overridden) return overridden;
    if (path === '/api/countries/lookup') {
      return json([{ id: 1, code: 'kw', name: 'Kuwait', phoneCode: '+965' }]);
    }
    if (path === '/api/states/lookup') return json([{ id: 2, name: 'Hawalli' }]);
    if (path === '/api/areas/lookup') return json([{ id: 202, name: 'Salmiya' }]);
    if (path === `/api/customers/${USER_ID}/addresses`) return json(sorted());
    const body = call.body as Record<string, unknown>;
    if (call.method === 'POST' && path === `/api/customers/${USER_ID}/address`) {
      const created = stored(body, nextId++);
      saved.push(created);
      if (created.isDefault) makeDefault(created.addressId);
      return json(created, 201);
    }
    const one = new RegExp(`^/api/customers/${USER_ID}/address/(\\d+)$`).exec(path);
    if (one) {
      const addressId = Number(one[1]);
      if (call.method === 'DELETE') {
        saved = saved.filter((a) => a.addressId !== addressId);
        return new Response(null, { status: 204 });
      }
      if (call.method === 'PUT') {
        const replaced = stored(body, addressId);
        saved = saved.map((a) => (a.addressId === addressId ? replaced : a));
        if (replaced.isDefault) makeDefault(addressId);
        return json(replaced);
      }
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  return calls;
}

const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

describe('AddressBook', () => {
  beforeEach(() => {
    localStorage.setItem(
      'accessToken',
      fakeJwt({ nameid: USER_ID, role: 'customer', exp: inOneHour() }),
    );
    localStorage.setItem('isGuest', 'false');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
  });

  it('lists the addresses, the default marked, lines joined and the phone left to right', async () => {
    mockAddressesApi([
      address(1, 'Home', { isDefault: true }),
      address(2, 'Office', { email: 'office@example.com', floor: '3' }),
    ]);
    await renderWithApp(<AddressBook />);
    screen.getByRole('status');
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('heading').textContent).toBe('Home');
    expect(first?.textContent).toContain('Default');
    expect(first?.textContent).toContain('Block 10, Street Salem Al-Mubarak, Building 7');
    expect(first?.textContent).toContain('Salmiya, Hawalli, Kuwait');
    expect(second?.textContent).not.toContain('Default');
    expect(second?.textContent).toContain('Floor 3');
    const phone = within(second as HTMLElement).getByText('+965 5000 1234');
    expect(phone.tagName).toBe('BDI');
    expect(phone.getAttribute('dir')).toBe('ltr');
    within(second as HTMLElement).getByText('office@example.com');

    // The default has nothing to set; each action is described by its address.
    expect(
      within(first as HTMLElement).queryByRole('button', { name: 'Set as default' }),
    ).toBeNull();
    const edit = within(second as HTMLElement).getByRole('button', { name: 'Edit' });
    expect(edit.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    for (const id of edit.getAttribute('aria-describedby')?.split(' ') ?? []) {
      expect(second?.contains(document.getElementById(id))).toBe(true);
    }
    expect(screen.getAllByRole('button', { name: 'Add address' })).toHaveLength(1);
  });

  it('speaks Arabic: the Arabic list separator, the phone still left to right', async () => {
    mockAddressesApi([address(1, 'البيت', { isDefault: true })]);
    await renderWithApp(<AddressBook />);
    act(() => setCatalogue('ar', ar));
    const home = await screen.findByRole('heading', { level: 2, name: 'البيت' });
    const item = home.closest('li') as HTMLElement;
    expect(item.textContent).toContain('قطعة 10، شارع Salem Al-Mubarak، مبنى 7');
    expect(item.textContent).toContain('Salmiya، Hawalli، Kuwait');
    expect(item.textContent).toContain('الافتراضي');
    expect(within(item).getByText('+965 5000 1234').getAttribute('dir')).toBe('ltr');
    within(item).getByRole('button', { name: 'تعديل' });
    within(item).getByRole('button', { name: 'حذف' });
  });

  it('sets an address as the default with the whole address and isDefault true', async () => {
    const calls = mockAddressesApi([
      address(1, 'Home', { isDefault: true }),
      address(2, 'Office', { floor: '3' }),
    ]);
    const user = userEvent.setup();
    await renderWithApp(<AddressBook />);
    await screen.findByRole('list', { name: 'Saved addresses' });
    await user.click(within(card('Office')).getByRole('button', { name: 'Set as default' }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', 'Your default address has been changed.'),
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/customers/${USER_ID}/address/2`,
      body: {
        addressType: 'Home',
        fullName: 'Office',
        phone: '+96550001234',
        countryId: 1,
        stateId: 2,
        areaId: 202,
        block: '10',
        street: 'Salem Al-Mubarak',
        building: '7',
        floor: '3',
        isDefault: true,
      },
    });
    // The list is read again: the new default comes first, the old one lost its mark.
    await waitFor(() => {
      const [first] = screen.getAllByRole('listitem');
      expect(first?.textContent).toContain('Office');
      expect(first?.textContent).toContain('Default');
    });
    expect(card('Home').textContent).not.toContain('Default');
    // Focus stays on the address acted on, now at the top.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(card('Office')).getByRole('button', { name: 'Edit' }),
      ),
    );
  });

  it('says so when the default cannot be changed', async () => {
    mockAddressesApi([address(1, 'Home', { isDefault: true }), address(2, 'Office')], (call) =>
      call.method === 'PUT' ? json({ error: { code: 'internal', message: 'x' } }, 500) : undefined,
    );
    await renderWithApp(<AddressBook />);
    await screen.findByRole('list', { name: 'Saved addresses' });
    await userEvent.click(within(card('Office')).getByRole('button', { name: 'Set as default' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'The default address could not be changed.'),
    );
    expect(card('Home').textContent).toContain('Default');
  });

  it('deletes an address only after a confirmation; Escape keeps it', async () => {
    const calls = mockAddressesApi([address(1, 'Home', { isDefault: true }), address(2, 'Office')]);
    const user = userEvent.setup();
    await renderWithApp(<AddressBook />);
    await screen.findByRole('list', { name: 'Saved addresses' });

    const remove = within(card('Office')).getByRole('button', { name: 'Delete' });
    await user.click(remove);
    const question = within(card('Office')).getByRole('group', { name: 'Delete this address?' });
    // Focus goes to the safe choice; Escape puts the button back, with focus on it.
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep it' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Delete this address?' })).toBeNull();
    expect(document.activeElement).toBe(
      within(card('Office')).getByRole('button', { name: 'Delete' }),
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card('Office')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', 'The address has been deleted.'),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      `/api/customers/${USER_ID}/address/2`,
    );
    expect(screen.queryByRole('heading', { name: 'Office' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add address' })),
    );
  });

  it('keeps the address and says so when it cannot be deleted', async () => {
    mockAddressesApi([address(1, 'Home', { isDefault: true })], (call) =>
      call.method === 'DELETE'
        ? json({ error: { code: 'internal', message: 'x' } }, 500)
        : undefined,
    );
    const user = userEvent.setup();
    await renderWithApp(<AddressBook />);
    await screen.findByRole('list', { name: 'Saved addresses' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'The address could not be deleted.'),
    );
    expect(card('Home')).toBeTruthy();
  });

  it('adds an address with the form, starting from the account’s name and phone', async () => {
    const calls = mockAddressesApi([address(1, 'Home', { isDefault: true })]);
    const user = userEvent.setup();
    await renderWithApp(<AddressBook prefill={{ fullName: 'Sara Ali', phone: '+96550009999' }} />);
    await screen.findByRole('list', { name: 'Saved addresses' });
    await user.click(screen.getByRole('button', { name: 'Add address' }));

    const form = screen.getByRole('form', { name: 'New address' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New address' }));
    expect(screen.queryByRole('button', { name: 'Add address' })).toBeNull();
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe('Sara Ali');
    expect((within(form).getByLabelText('Phone') as HTMLInputElement).value).toBe('+96550009999');

    await within(form).findByRole('option', { name: 'Hawalli' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Governorate / region' }),
      '2',
    );
    await within(form).findByRole('option', { name: 'Salmiya' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Area' }), '202');
    await user.type(within(form).getByLabelText('Block'), '4');
    await user.type(within(form).getByLabelText('Street'), 'Gulf Road');
    await user.type(within(form).getByLabelText('Building'), '21');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', 'The address has been added.'),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      fullName: 'Sara Ali',
      phone: '+96550009999',
      block: '4',
      street: 'Gulf Road',
      building: '21',
      isDefault: false,
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getAllByRole('listitem')[1] as HTMLElement).getByRole('button', {
          name: 'Edit',
        }),
      ),
    );
  });

  it('edits an address in place, and Cancel gives focus back to its Edit button', async () => {
    const calls = mockAddressesApi([address(1, 'Home', { isDefault: true })]);
    const user = userEvent.setup();
    await renderWithApp(<AddressBook prefill={{ fullName: 'Not used', phone: '+96550009999' }} />);
    await screen.findByRole('list', { name: 'Saved addresses' });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    // An edited address keeps its own name: the prefill is for new ones only.
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe('Home');
    const street = within(form).getByLabelText('Street');
    await user.clear(street);
    await user.type(street, 'Tunis Street');
    await within(form).findByRole('option', { name: 'Salmiya' });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', 'The address has been saved.'),
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/customers/${USER_ID}/address/1`,
      body: { street: 'Tunis Street', isDefault: true },
    });
    await screen.findByText(/Block 10, Tunis Street, Building 7/);
    expect(screen.queryByText(/Street Tunis Street/)).toBeNull();
  });

  it('invites the first address when there is none', async () => {
    mockAddressesApi([]);
    const user = userEvent.setup();
    await renderWithApp(<AddressBook />);
    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('form', { name: 'New address' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No saved addresses yet' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add address' }));
  });

  it('offers to try again when the addresses cannot be loaded', async () => {
    let up = false;
    mockAddressesApi([address(1, 'Home', { isDefault: true })], (_call, path) =>
      !up && path.endsWith('/addresses')
        ? json({ error: { code: 'internal', message: 'x' } }, 500)
        : undefined,
    );
    await renderWithApp(<AddressBook />);
    expect(await screen.findByText('Your addresses could not be loaded.')).toBeTruthy();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
