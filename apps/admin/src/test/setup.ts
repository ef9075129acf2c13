import { configureStorage } from '@storefront/client/storage';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The admin's storage, as in main.tsx.
configureStorage({ prefix: 'admin.', shareLanguageCookie: false });

// CONVENTIONS 9: a console error in a test fails it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
