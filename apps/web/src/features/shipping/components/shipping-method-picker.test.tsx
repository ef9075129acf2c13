import type { ShippingMethod } from '@storefront/contracts/shipping';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ShippingMethodPicker } from './shipping-method-picker.tsx';

const method = (overrides: Partial<ShippingMethod>): ShippingMethod => ({
  shippingMethodId: 1,
  code: 'standard',
  name: 'Standard delivery',
  description: 'Delivered in 2 to 4 business days.',
  price: 1_500,
  regularPrice: 1_500,
  isFree: false,
  freeFrom: 20_000,
  minDays: 2,
  maxDays: 4,
  isDefault: true,
  ...overrides,
});

describe('ShippingMethodPicker', () => {
  it('shows each method as a radio card with its price, free threshold and days', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(
      <ShippingMethodPicker
        methods={[
          method({}),
          method({
            shippingMethodId: 2,
            code: 'express',
            name: 'Express delivery',
            price: 3_500,
            regularPrice: 3_500,
            freeFrom: null,
            minDays: 1,
            maxDays: 1,
          }),
          method({
            shippingMethodId: 3,
            code: 'free',
            name: 'Free delivery',
            price: 0,
            regularPrice: 0,
            isFree: true,
            freeFrom: 0,
          }),
        ]}
        selectedId={2}
        onSelect={onSelect}
      />,
    );
    const group = screen.getByRole('group', { name: 'Shipping method' });
    expect(group).toBeTruthy();
    const standard = screen.getByRole('radio', { name: /Standard delivery/ });
    const express = screen.getByRole('radio', { name: /Express delivery/ }) as HTMLInputElement;
    expect(express.checked).toBe(true);
    expect(standard.closest('label')?.textContent).toContain('KD 1.500');
    expect(standard.closest('label')?.textContent).toContain('2–4 business days');
    expect(standard.closest('label')?.textContent).toContain('Free from KD 20.000');
    expect(express.closest('label')?.textContent).toContain('Next business day');
    const free = screen.getByRole('radio', { name: /Free delivery/ });
    expect(free.closest('label')?.textContent).toContain('Free');

    await user.click(standard);
    expect(onSelect).toHaveBeenCalledWith(1);
  });
});
