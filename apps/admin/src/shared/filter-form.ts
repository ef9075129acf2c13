import type { FormEvent } from 'react';

/**
 * A list's filter form submitted: its fields as address parameters, for the list's own reader
 * (readProductsQuery, readOrdersQuery …), so a filter reads the same from a form or a link.
 */
export function submittedParams(event: FormEvent<HTMLFormElement>): URLSearchParams {
  event.preventDefault();
  const params = new URLSearchParams();
  for (const [name, entry] of new FormData(event.currentTarget)) {
    if (typeof entry === 'string') params.set(name, entry);
  }
  return params;
}
