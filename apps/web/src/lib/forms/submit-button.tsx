import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { primaryButtonClass } from './styles.ts';

interface SubmitButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  pending: boolean;
  /** What the button says while pending (e.g. "Logging in…"). */
  pendingLabel: string;
}

/**
 * A form's submit button. While pending it shows a spinner and its pending label and refuses
 * clicks (aria-disabled rather than disabled, so it keeps focus and stays announced); the form's
 * own submit guard (useSubmitOnce) also ignores Enter pressed in a field meanwhile.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
  onClick,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      className={`${primaryButtonClass} ${className ?? ''}`}
      {...button}
    >
      {pending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
      {pending ? pendingLabel : children}
    </button>
  );
}
