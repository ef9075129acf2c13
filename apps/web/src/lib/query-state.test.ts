import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_STATE_ELEMENT_ID, restoreQueryState } from './query-state.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function pageWithAnswers(state: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = QUERY_STATE_ELEMENT_ID;
  script.textContent = JSON.stringify(state);
  document.body.append(script);
}

describe('restoreQueryState', () => {
  it("keeps the server's answers past the cache's five minutes, until a part uses them", () => {
    vi.useFakeTimers();
    pageWithAnswers([[['home', 'lists'], { lists: 3 }, 1000]]);
    const client = new QueryClient();
    expect(restoreQueryState(client)).toBe(true);
    expect(client.getQueryState(['home', 'lists'])?.dataUpdatedAt).toBe(1000);

    vi.advanceTimersByTime(30 * 60_000);
    expect(client.getQueryData(['home', 'lists'])).toEqual({ lists: 3 });
    // The client's own queries keep its defaults.
    expect(client.getDefaultOptions().queries?.gcTime).toBeUndefined();
    client.setQueryData(['later'], 1);
    vi.advanceTimersByTime(6 * 60_000);
    expect(client.getQueryData(['later'])).toBeUndefined();
  });

  it('says so when the page carries no answers, or broken ones', () => {
    expect(restoreQueryState(new QueryClient())).toBe(false);
    pageWithAnswers('not a list');
    document.getElementById(QUERY_STATE_ELEMENT_ID)!.textContent = '{';
    expect(restoreQueryState(new QueryClient())).toBe(false);
  });
});
