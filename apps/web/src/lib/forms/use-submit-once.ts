import { type FormEvent, useRef } from 'react';

/**
 * Wraps a form's submit handler (react-hook-form's `handleSubmit(...)`) so a second submit while
 * the first is in flight (a double click, Enter pressed twice) is ignored, not sent twice.
 */
export function useSubmitOnce(
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>,
): (event: FormEvent<HTMLFormElement>) => void {
  const running = useRef(false);
  return (event) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    void submit(event).finally(() => {
      running.current = false;
    });
  };
}
