import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, useLocation, useSearchParams } from './router.tsx';

function Choice() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <>
      <p>
        {pathname} {params.get('variation') ?? 'none'}
      </p>
      <button type="button" onClick={() => setParams({ variation: '7' }, { replace: true })}>
        Choose
      </button>
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the islands' stand-in for React Router", () => {
  it('draws a link as a plain link to its address', () => {
    render(
      <Link to={{ pathname: '/search/filterSearch', search: '?keyword=oud' }} className="x">
        Oud
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Oud' });
    expect(link.getAttribute('href')).toBe('/search/filterSearch?keyword=oud');
    expect(link.className).toBe('x');
  });

  it('replaces the query string in place and tells the islands that read it', async () => {
    window.history.replaceState(null, '', '/products/3?utm_source=ad');
    const length = window.history.length;
    render(<Choice />);
    expect(screen.getByText('/products/3 none')).toBeTruthy();
    screen.getByRole('button', { name: 'Choose' }).click();
    await waitFor(() => expect(screen.getByText('/products/3 7')).toBeTruthy());
    expect(window.location.search).toBe('?variation=7');
    expect(window.history.length).toBe(length);
  });
});
