import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A part whose code is a chunk of its own (a lazy dialog, a deferred row) is transformed on its
// first import; on a busy machine that takes over the default 1 s of findBy*.
configure({ asyncUtilTimeout: 5_000 });

// CONVENTIONS 9: a console error in a test fails it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
