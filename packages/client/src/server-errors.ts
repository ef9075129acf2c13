import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

/** The form-level error's name in react-hook-form (`formState.errors.root.server`). */
export const SERVER_ERROR = 'root.server';

export interface FallbackMessages {
  /** The network failed (the request never got an answer). */
  offline: string;
  /** Anything else we cannot explain (a 5xx, a body that is not ours). */
  generic: string;
}

/** `body.email` or `email` → `email`: the API names fields by their path in the request. */
const fieldName = (path: string) => path.replace(/^(body|query|params)\./, '');

/**
 * Shows a failed request on the form. The API answers `{ error: { code, message, fields? } }`
 * with messages already in the shopper's language: each field message lands on its input (the
 * first one focused), and anything not tied to one of the form's fields (a refused login, a rate
 * limit, a field the form does not have) becomes the form-level error `root.server`. Errors with
 * type 'server' are shown as they came; client-side ones carry translation keys.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  messages: FallbackMessages,
): void {
  const message = formMessage(error, setError, fields, messages);
  if (message) setError(SERVER_ERROR, { type: 'server', message });
}

/** Places field errors and returns what is left for the form-level message, if anything. */
function formMessage<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  messages: FallbackMessages,
): string | null {
  if (!isApiError(error)) return messages.generic;
  if (error.code === 'network_error') return messages.offline;
  if (error.status >= 500 || error.code === 'invalid_response') return messages.generic;

  let placed = false;
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    const name = fieldName(path);
    if ((fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    } else {
      unplaced.push(message);
    }
  }
  if (unplaced.length > 0) return unplaced.join(' ');
  return placed ? null : error.message;
}

/** A field or form error as text: server messages as they came, client ones through `translate`. */
export interface ErrorLike {
  type?: string | number | undefined;
  message?: string | undefined;
}

export function errorText(
  error: ErrorLike | undefined,
  translate: (key: string) => string,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : translate(error.message);
}
