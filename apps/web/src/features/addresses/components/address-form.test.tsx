import type { Address } from '@storefront/contracts/addresses';
import { ar } from '@storefront/contracts/i18n/ar';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCatalogue } from '../../../shared/hooks/use-translation.ts';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch.ts';
import { descriptionOf, expectFieldError } from '../../../test/fields.ts';
import { fakeJwt, inOneHour } from '../../../test/jwt.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AddressForm } from './address-form.tsx';

const USER_ID = 'u-1';

function signIn(role: 'guest' | 'customer') {
  localStorage.setItem('accessToken', fakeJwt({ nameid: USER_ID, role, exp: inOneHour() }));
  localStorage.setItem('isGuest', role === 'guest' ? 'true' : 'false');
}

const countries = [
  { id: 1, code: 'kw', name: 'Kuwait', phoneCode: '+965' },
  { id: 2, code: 'sa', name: 'Saudi Arabia', phoneCode: '+966' },
];
const states: Record<string, { id: number; name: string }[]> = {
  '1': [
    { id: 1, name: 'Al Asimah (Capital)' },
    { id: 2, name: 'Hawalli' },
  ],
  '2': [{ id: 201, name: 'Riyadh' }],
};
const areas: Record<string, { id: number; name: string }[]> = {
  '1': [{ id: 101, name: 'Kuwait City' }],
  '2': [
    { id: 201, name: 'Hawalli' },
    { id: 202, name: 'Salmiya' },
  ],
  '201': [],
};

const saved = (body: Record<string, unknown>): Address => ({
  addressId: 7,
  addressType: 'Home',
  fullName: String(body.fullName),
  phone: '+96550001234',
  email: (body.email as string | null) ?? null,
  countryId: Number(body.countryId),
  countryCode: 'kw',
  countryName: 'Kuwait',
  stateId: (body.stateId as number | null) ?? null,
  stateName: null,
  areaId: (body.areaId as number | null) ?? null,
  areaName: null,
  block: String(body.block ?? ''),
  street: String(body.street ?? ''),
  avenue: '',
  building: String(body.building ?? ''),
  floor: '',
  apartment: '',
  note: '',
  isDefault: false,
});

/** The lookups and the address endpoints as the API answers them. */
function mockApi(onSave?: (call: RecordedCall) => Response | undefined) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://shop');
    if (url.pathname === '/api/countries/lookup') return json(countries);
    if (url.pathname === '/api/states/lookup') {
      return json(states[url.searchParams.get('countryId') ?? ''] ?? []);
    }
    if (url.pathname === '/api/areas/lookup') {
      return json(areas[url.searchParams.get('stateId') ?? ''] ?? []);
    }
    if (call.method === 'POST' && url.pathname === `/api/customers/${USER_ID}/address`) {
      return onSave?.(call) ?? json(saved(call.body as Record<string, unknown>), 201);
    }
    if (url.pathname === `/api/customers/${USER_ID}/addresses`) return json([]);
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

describe('AddressForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cascades country → state → area, clearing the lower choices', async () => {
    signIn('customer');
    mockApi();
    const user = userEvent.setup();
    await renderWithApp(<AddressForm requireEmail={false} onSaved={() => {}} />);

    // Kuwait is chosen from the start (spec 9 default country).
    const country = await screen.findByLabelText('Country');
    await waitFor(() => expect((country as HTMLSelectElement).value).toBe('1'));
    const state = await screen.findByRole('combobox', { name: 'Governorate / region' });
    await screen.findByRole('option', { name: 'Hawalli' });
    expect(screen.queryByRole('combobox', { name: 'Area' })).toBeNull();

    await user.selectOptions(state, '2');
    const area = await screen.findByRole('combobox', { name: 'Area' });
    await screen.findByRole('option', { name: 'Salmiya' });
    await user.selectOptions(area, '202');
    expect((area as HTMLSelectElement).value).toBe('202');

    // Another state clears the area; another country clears both and shows its states.
    await user.selectOptions(state, '1');
    await screen.findByRole('option', { name: 'Kuwait City' });
    expect((screen.getByRole('combobox', { name: 'Area' }) as HTMLSelectElement).value).toBe('');

    await user.selectOptions(country, '2');
    await screen.findByRole('option', { name: 'Riyadh' });
    const saudiState = screen.getByRole('combobox', { name: 'Governorate / region' });
    expect((saudiState as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('combobox', { name: 'Area' })).toBeNull();
    // Outside Kuwait the block, street and building are optional.
    expect(screen.getByLabelText('Block (optional)')).toBeTruthy();
  });

  it('shows the rules on their fields and sends nothing until they hold', async () => {
    signIn('guest');
    const calls = mockApi();
    const user = userEvent.setup();
    const onSaved = vi.fn();
    await renderWithApp(<AddressForm requireEmail onSaved={onSaved} />);
    await screen.findByRole('option', { name: 'Hawalli' });

    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expectFieldError(screen.getByLabelText('Full name'), 'Enter a name of 2 to 100 characters.');
    expectFieldError(screen.getByLabelText('Phone'), 'Enter a valid phone number.');
    expectFieldError(
      screen.getByLabelText('Email'),
      'Enter an email address so we can send your order details.',
    );
    expectFieldError(
      screen.getByRole('combobox', { name: 'Governorate / region' }),
      'Choose a governorate or region.',
    );
    expectFieldError(screen.getByLabelText('Block'), 'Enter the block.');
    expectFieldError(screen.getByLabelText('Street'), 'Enter the street.');
    expectFieldError(screen.getByLabelText('Building'), 'Enter the building.');
    // A guest has no default address to choose.
    expect(screen.queryByLabelText('Use as my default address')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Full name'), 'Fatima');
    await user.type(screen.getByLabelText('Phone'), '5000 1234');
    await user.type(screen.getByLabelText('Email'), 'fatima@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Governorate / region' }), '2');
    await screen.findByRole('option', { name: 'Salmiya' });
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expectFieldError(screen.getByRole('combobox', { name: 'Area' }), 'Choose an area.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), '202');
    await user.type(screen.getByLabelText('Block'), '10');
    await user.type(screen.getByLabelText('Street'), 'Salem Al-Mubarak');
    await user.type(screen.getByLabelText('Building'), '7');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      addressType: 'Home',
      fullName: 'Fatima',
      phone: '5000 1234',
      email: 'fatima@example.com',
      countryId: 1,
      stateId: 2,
      areaId: 202,
      block: '10',
      street: 'Salem Al-Mubarak',
      building: '7',
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ addressId: 7 });
  });

  it("puts the server's refusal on its field", async () => {
    signIn('customer');
    mockApi(() =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Enter a valid phone number.',
            fields: { phone: 'Enter a valid phone number.' },
          },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    const onSaved = vi.fn();
    await renderWithApp(<AddressForm requireEmail={false} onSaved={onSaved} onCancel={() => {}} />);
    await screen.findByRole('option', { name: 'Hawalli' });
    await user.type(screen.getByLabelText('Full name'), 'Fatima');
    await user.type(screen.getByLabelText('Phone'), '1234 5678');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Governorate / region' }), '1');
    await screen.findByRole('option', { name: 'Kuwait City' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), '101');
    await user.type(screen.getByLabelText('Block'), '1');
    await user.type(screen.getByLabelText('Street'), '2');
    await user.type(screen.getByLabelText('Building'), '3');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(phone)).toContain('Enter a valid phone number.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('speaks Arabic: labels and messages', async () => {
    signIn('customer');
    mockApi();
    const user = userEvent.setup();
    await renderWithApp(<AddressForm requireEmail={false} onSaved={() => {}} />);
    act(() => setCatalogue('ar', ar));
    await screen.findByRole('option', { name: 'Hawalli' });
    expect(screen.getByRole('combobox', { name: 'الدولة' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'حفظ العنوان' }));
    expectFieldError(screen.getByLabelText('الاسم الكامل'), 'أدخل اسمًا من 2 إلى 100 حرف.');
    expectFieldError(screen.getByLabelText('القطعة'), 'أدخل رقم القطعة.');
  });
});
