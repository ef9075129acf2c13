import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch.ts';
import { fakeJwt } from '../../../test/jwt.ts';
import { renderWithApp } from '../../../test/render.tsx';
import ImpersonationBanner from './impersonation-banner.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/toast.ts', () => ({
  showToast,
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

const CUSTOMER = 'c0ffee00-0000-4000-8000-000000000003';
const staffToken = fakeJwt({ nameid: 'staff-1', role: 'staff', sid: 'staff-session' });
const impersonationToken = fakeJwt({
  nameid: CUSTOMER,
  role: 'customer',
  sid: 'imp-session-1',
  imp: 'staff-1',
});

const customer = (displayName: string | null, email: string | null = 'sara@example.com') => ({
  userId: CUSTOMER,
  role: 'customer',
  displayName,
  email,
  phone: null,
  phoneVerified: false,
  avatarPath: '',
});

/** The API as the banner sees it: the customer, and DELETE answering `endStatus`. */
function mockApi({
  displayName = 'Sara Al-Sabah' as string | null,
  endStatus = 204,
}: {
  displayName?: string | null;
  endStatus?: number | 'offline';
} = {}) {
  return mockFetch((call: RecordedCall) => {
    if (call.url === `/api/users/customers/${CUSTOMER}`) return json(customer(displayName));
    if (call.url === '/api/tenants/self/sessions/imp-session-1' && call.method === 'DELETE') {
      if (endStatus === 'offline') throw new TypeError('Failed to fetch');
      if (endStatus === 204) return new Response(null, { status: 204 });
      return json({ error: { code: 'not_found', message: 'gone' } }, endStatus);
    }
    return json({ error: { code: 'not_found', message: call.url } }, 404);
  });
}

let visibility: DocumentVisibilityState = 'visible';
const assign = vi.fn();

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('ImpersonationBanner', () => {
  beforeEach(() => {
    localStorage.setItem('accessToken', staffToken);
    localStorage.setItem('refreshToken', 'staff-refresh');
    localStorage.setItem('isGuest', 'false');
    sessionStorage.setItem('impersonationToken', impersonationToken);
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.stubGlobal('location', { ...window.location, assign });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
    showToast.mockClear();
  });

  it("shows 'impersonated as' and the customer's display name in a named region", async () => {
    const calls = mockApi();
    await renderWithApp(<ImpersonationBanner userId={CUSTOMER} />);
    const region = screen.getByRole('region', { name: 'Customer impersonation' });
    await waitFor(() => expect(region.textContent).toContain('impersonated as Sara Al-Sabah'));
    expect(within(region).getByRole('button', { name: 'finish session' })).toBeTruthy();
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${impersonationToken}`);
  });

  it('falls back to the email when the customer has no display name', async () => {
    mockApi({ displayName: null });
    await renderWithApp(<ImpersonationBanner userId={CUSTOMER} />);
    const region = screen.getByRole('region', { name: 'Customer impersonation' });
    await waitFor(() => expect(region.textContent).toContain('impersonated as sara@example.com'));
  });

  it('finishing ends the session with the impersonation token, then reloads at / (spec 4)', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    await renderWithApp(<ImpersonationBanner userId={CUSTOMER} />);
    await user.click(screen.getByRole('button', { name: 'finish session' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));

    const end = calls.find((c) => c.method === 'DELETE');
    expect(end?.url).toBe('/api/tenants/self/sessions/imp-session-1');
    expect(end?.headers.authorization).toBe(`Bearer ${impersonationToken}`);
    expect(sessionStorage.getItem('impersonationToken')).toBeNull();
    // Spec 4: ending sets isGuest true, next to the staff member's own token, which stays.
    expect(localStorage.getItem('isGuest')).toBe('true');
    expect(localStorage.getItem('accessToken')).toBe(staffToken);
    // The 'session finished' toast is carried across the reload.
    expect(JSON.parse(sessionStorage.getItem('pendingToast') ?? 'null')).toEqual({
      kind: 'success',
      key: 'impersonation.finished',
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each([401, 404])('treats %i on finish as already ended', async (status) => {
    const calls = mockApi({ endStatus: status });
    const user = userEvent.setup();
    await renderWithApp(<ImpersonationBanner userId={CUSTOMER} />);
    await user.click(screen.getByRole('button', { name: 'finish session' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem('impersonationToken')).toBeNull();
    expect(localStorage.getItem('isGuest')).toBe('true');
    // Never a refresh of the staff member's own token.
    expect(calls.some((c) => c.url.includes('refresh-token'))).toBe(false);
  });

  it('keeps the session and says so when the shop cannot be reached', async () => {
    mockApi({ endStatus: 'offline' });
    const user = userEvent.setup();
    await renderWithApp(<ImpersonationBanner userId={CUSTOMER} />);
    await user.click(screen.getByRole('button', { name: 'finish session' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'The session could not be finished. Check your connection and try again.',
      ),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('impersonationToken')).toBe(impersonationToken);
    expect(localStorage.getItem('isGuest')).toBe('false');
  });

  describe('ending when the page is hidden and then unloads (spec 4)', () => {
    function spyOnFetch() {
      mockApi();
      const fetchSpy = vi.mocked(fetch);
      const deletes = () =>
        fetchSpy.mock.calls.filter(
          ([, init]) => (init as RequestInit | undefined)?.method === 'DELETE',
        );
      return deletes;
    }

    it('a visible page that unloads (pagehide, then hidden) sends a keepalive DELETE', async () => {
      const deletes = spyOnFetch();
      await renderWithApp(<ImpersonationBanner userId={CUSTOMER} />);
      window.dispatchEvent(new Event('pagehide'));
      expect(deletes()).toHaveLength(0);
      setVisibility('hidden');

      expect(deletes()).toHaveLength(1);
      const [url, init] = deletes()[0]!;
      expect(url).toBe('/api/tenants/self/sessions/imp-session-1');
      expect(init).toMatchObject({ method: 'DELETE', keepalive: true });
      expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${impersonationToken}`);
      // Removed at once: the page does not wait for the answer.
      expect(sessionStorage.getItem('impersonationToken')).toBeNull();
      expect(localStorage.getItem('isGuest')).toBe('true');
      expect(assign).not.toHaveBeenCalled();
    });

    it('a hidden page that unloads (a background tab closed) ends it on pagehide', async () => {
      const deletes = spyOnFetch();
      await renderWithApp(<ImpersonationBanner userId={CUSTOMER} />);
      setVisibility('hidden');
      expect(deletes()).toHaveLength(0);
      window.dispatchEvent(new Event('pagehide'));
      expect(deletes()).toHaveLength(1);
    });

    it('switching tabs (hidden, visible again) ends nothing', async () => {
      const deletes = spyOnFetch();
      await renderWithApp(<ImpersonationBanner userId={CUSTOMER} />);
      setVisibility('hidden');
      setVisibility('visible');
      expect(deletes()).toHaveLength(0);
      expect(sessionStorage.getItem('impersonationToken')).toBe(impersonationToken);
    });

    it('a page kept in the back/forward cache and shown again is not ended later', async () => {
      const deletes = spyOnFetch();
      await renderWithApp(<ImpersonationBanner userId={CUSTOMER} />);
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('pageshow'));
      setVisibility('hidden');
      setVisibility('visible');
      expect(deletes()).toHaveLength(0);
    });

    it('stops listening once the banner is gone', async () => {
      const deletes = spyOnFetch();
      const { unmount } = await renderWithApp(<ImpersonationBanner userId={CUSTOMER} />);
      unmount();
      window.dispatchEvent(new Event('pagehide'));
      setVisibility('hidden');
      expect(deletes()).toHaveLength(0);
    });
  });
});
