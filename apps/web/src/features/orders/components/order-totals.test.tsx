import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch.ts';
import { anOrder } from '../../../test/order-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { OrderTotals } from './order-totals.tsx';

const shippingRow = () => screen.getByText('Shipping').parentElement?.textContent;

describe('OrderTotals', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads "Free" for shipping that cost nothing, as checkout did', async () => {
    mockFetch(() => json([]));
    await renderWithApp(<OrderTotals order={anOrder(9, { shippingAmount: 0 })} />);
    expect(shippingRow()).toBe('ShippingFree');
  });

  it('shows the amount paid for shipping otherwise', async () => {
    mockFetch(() => json([]));
    await renderWithApp(<OrderTotals order={anOrder(9, { shippingAmount: 1500 })} />);
    expect(shippingRow()).toMatch(/^ShippingKD\s1\.500$/);
  });
});
