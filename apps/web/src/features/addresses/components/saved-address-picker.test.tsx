import type { Address } from '@storefront/contracts/addresses';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { SavedAddressPicker } from './saved-address-picker.tsx';

const address = (addressId: number, fullName: string, isDefault = false): Address => ({
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
  isDefault,
});

describe('SavedAddressPicker', () => {
  it('lists the addresses as radio cards and offers a new one', async () => {
    const onSelect = vi.fn();
    const onAddNew = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(
      <SavedAddressPicker
        addresses={[address(1, 'Home address', true), address(2, 'Office')]}
        selectedId={1}
        onSelect={onSelect}
        onAddNew={onAddNew}
      />,
    );
    expect(screen.getByRole('group', { name: 'Saved addresses' })).toBeTruthy();
    const home = screen.getByRole('radio', { name: /Home address/ }) as HTMLInputElement;
    expect(home.checked).toBe(true);
    const card = home.closest('label')?.textContent ?? '';
    expect(card).toContain('Default');
    expect(card).toContain('Salmiya, Hawalli, Kuwait');
    expect(card).toContain('Block 10, Street Salem Al-Mubarak, Building 7');
    expect(card).toContain('+965 5000 1234');

    await user.click(screen.getByRole('radio', { name: /Office/ }));
    expect(onSelect).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    expect(onAddNew).toHaveBeenCalled();
  });

  it("calls a guest's addresses theirs, not saved, and none of them the default", async () => {
    await renderWithApp(
      <SavedAddressPicker
        isGuest
        addresses={[address(1, 'Home address', true)]}
        selectedId={1}
        onSelect={vi.fn()}
        onAddNew={vi.fn()}
      />,
    );
    expect(screen.getByRole('group', { name: 'Your addresses' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Saved addresses' })).toBeNull();
    const card = screen.getByRole('radio', { name: /Home address/ }).closest('label');
    expect(card?.textContent).not.toContain('Default');
  });
});
