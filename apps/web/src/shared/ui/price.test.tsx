import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, seededTheme } from '../../test/render.tsx';
import { Price } from './price.tsx';

describe('Price', () => {
  it("formats with the theme's price settings (seeded: 3 decimals, KD before)", async () => {
    await renderWithApp(<Price minor={12_500} />);
    expect(screen.getByText('KD 12.500')).toBeTruthy();
  });

  it('follows another format and position', async () => {
    await renderWithApp(<Price minor={12_500} />, {
      theme: { ...seededTheme, price_format: 'standard-format', currency_position: 'after' },
    });
    expect(screen.getByText('12.50 KD')).toBeTruthy();
  });

  it('shows zero, and nothing for null', async () => {
    const { container } = await renderWithApp(
      <>
        <Price minor={0} />
        <Price minor={null} />
      </>,
    );
    expect(container.textContent).toBe('KD 0.000');
  });
});
