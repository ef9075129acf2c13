import { expect } from 'vitest';

/** The text an input's aria-describedby points at (its hint and error), as a screen reader hears it. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}

/** Asserts the field is marked invalid and its description includes the message. */
export function expectFieldError(element: HTMLElement, message: string): void {
  expect(element.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(element)).toContain(message);
}

export function expectFieldValid(element: HTMLElement): void {
  expect(element.getAttribute('aria-invalid')).toBeNull();
}
