import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockShellApi } from '../../test/api-fixtures.ts';
import { renderWithApp, seededTheme } from '../../test/render.tsx';
import { BackToTop } from './back-to-top.tsx';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each footer menu under its name, without guest-hidden items', async () => {
    mockShellApi();
    await renderWithApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'Customer service' })).toBeTruthy();
    expect(await within(footer).findByRole('heading', { name: 'About Dukkan' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Shipping & returns' })).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'My account' })).toBeNull();
  });

  it('shows only the configured social links, and the copyright line', async () => {
    mockShellApi();
    await renderWithApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Twitter', 'Facebook', 'Instagram']) {
      const link = within(footer).getByRole('link', { name: `${name} (opens in a new tab)` });
      // Another site: a new tab, and no window.opener handed to it.
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(within(footer).queryByRole('link', { name: /^YouTube/ })).toBeNull();
    expect(within(footer).getByText('© 2026 Dukkan. All rights reserved.')).toBeTruthy();
  });

  it('uses the configured footer image, or the default one', async () => {
    mockShellApi();
    const { unmount } = await renderWithApp(<Footer />);
    expect(screen.getByRole('contentinfo').style.backgroundImage).toContain('/footer-pattern.svg');
    unmount();
    await renderWithApp(<Footer />, {
      theme: { ...seededTheme, overrided_footer_image: '/files/footer.jpg' },
    });
    expect(screen.getByRole('contentinfo').style.backgroundImage).toContain('/files/footer.jpg');
  });
});

describe('BackToTop', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  };

  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('is not rendered until the page has scrolled more than 300 px, then scrolls to the top', async () => {
    vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => {
      fn(0);
      return 1;
    });
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    await renderWithApp(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => scrollTo(300));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => scrollTo(301));
    const button = screen.getByRole('button', { name: 'Back to top' });
    fireEvent.click(button);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    vi.unstubAllGlobals();
  });
});
