import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { applyServerError, errorText, SERVER_ERROR } from './server-errors.ts';

const messages = { offline: 'Offline.', generic: 'Something went wrong.' };

function apply(error: unknown, fields: string[] = ['email', 'password']) {
  const setError = vi.fn();
  applyServerError(error, setError, fields as never[], messages);
  return setError.mock.calls;
}

describe('applyServerError', () => {
  it('puts field messages on their fields, focusing the first', () => {
    const error = new ApiError(400, 'validation_failed', 'Invalid request.', {
      'body.email': 'Taken.',
      password: 'Too common.',
    });
    expect(apply(error)).toEqual([
      ['email', { type: 'server', message: 'Taken.' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Too common.' }, { shouldFocus: false }],
    ]);
  });

  it('says on the form what no field of the form can show', () => {
    const error = new ApiError(400, 'validation_failed', 'Invalid request.', {
      avatarPath: 'Too long.',
    });
    expect(apply(error)).toEqual([[SERVER_ERROR, { type: 'server', message: 'Too long.' }]]);
  });

  it('shows refusals without fields (401, 429) with their own message', () => {
    const error = new ApiError(429, 'rate_limited', 'Try again in 2 minutes.');
    expect(apply(error)).toEqual([
      [SERVER_ERROR, { type: 'server', message: 'Try again in 2 minutes.' }],
    ]);
  });

  it('uses our own words for a lost network and for server failures', () => {
    expect(apply(new ApiError(0, 'network_error', 'x'))[0]?.[1]).toMatchObject({
      message: 'Offline.',
    });
    expect(apply(new ApiError(500, 'internal', 'HTTP 500'))[0]?.[1]).toMatchObject({
      message: 'Something went wrong.',
    });
    expect(apply(new Error('bug'))[0]?.[1]).toMatchObject({ message: 'Something went wrong.' });
  });
});

describe('errorText', () => {
  it('translates client messages (keys) and shows server messages as they came', () => {
    const translate = (key: string) => `<${key}>`;
    expect(errorText({ type: 'too_small', message: 'validation.required' }, translate)).toBe(
      '<validation.required>',
    );
    expect(errorText({ type: 'server', message: 'Taken.' }, translate)).toBe('Taken.');
    expect(errorText(undefined, translate)).toBeUndefined();
  });
});
