import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { cardClass, linkClass, secondaryButtonClass } from './styles.ts';

/**
 * The back office's previews of the storefront (theme, pages): the real shop in a frame, at a
 * desktop's or a phone's width scaled to fit, and the row of choices above it.
 */

/** The window the storefront is drawn in: a desktop's, or a phone's 375 px. */
export const VIEWPORTS = { desktop: 1280, phone: 375 } as const;
export type PreviewWidth = keyof typeof VIEWPORTS;

/** Phones start with the phone's width. */
export const initialPreviewWidth = (): PreviewWidth =>
  window.matchMedia?.('(max-width: 639px)').matches ? 'phone' : 'desktop';

/** A few exclusive choices as one row of buttons (radios underneath), named by a legend. */
export function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (option: T) => string;
}) {
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-1">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="me-1 text-xs font-medium text-neutral-600">
        {label}
      </span>
      {options.map((option) => (
        <label
          key={option}
          className="cursor-pointer rounded-md border border-neutral-300 bg-white px-2 py-1 text-xs text-neutral-800 hover:bg-neutral-50 has-checked:border-primary-strong has-checked:bg-neutral-100 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-strong"
        >
          <input
            type="radio"
            className="sr-only"
            name={`preview-${label}`}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {text(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** The element's size, followed as it changes (none before it is measured, or without the API). */
function useSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The shop at `address` in a frame laid out at `width` and scaled down to fit, centred. */
export function StorefrontFrame({
  address,
  width,
  title,
  className = '',
}: {
  /** null: nothing to show yet (the preview's address is being made). */
  address: string | null;
  width: PreviewWidth;
  title: string;
  className?: string;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const size = useSize(stage);
  const frameWidth = VIEWPORTS[width];
  const scale = size ? Math.min(1, size.width / frameWidth) : 1;
  const frameStyle = size
    ? {
        width: frameWidth,
        height: size.height / scale,
        transform: scale < 1 ? `scale(${scale})` : undefined,
        transformOrigin: '0 0',
        marginInlineStart: Math.max(0, (size.width - frameWidth * scale) / 2),
      }
    : { width: '100%', maxWidth: frameWidth, height: '100%', marginInline: 'auto' };
  return (
    // Left to right whatever the page's direction: the frame's own page has its own.
    <div
      ref={stage}
      dir="ltr"
      className={`relative min-h-0 overflow-hidden rounded-md border border-neutral-200 bg-neutral-200 ${className}`}
    >
      {address && (
        <iframe
          key={address}
          title={title}
          src={address}
          className="block border-0 bg-white"
          style={frameStyle}
        />
      )}
    </div>
  );
}

/**
 * A preview's card: its heading and a link to open it in a tab, its choices, a note, what went
 * wrong making its address (with a retry) or that it is being made, and the frame.
 */
export function PreviewPanel({
  id,
  heading,
  address,
  openLabel,
  choices,
  note,
  failure,
  opening,
  frame,
  className = '',
}: {
  id: string;
  heading: string;
  /** The frame's address; null while it is being made. */
  address: string | null;
  openLabel: string;
  choices: ReactNode;
  note?: ReactNode;
  failure: { message: string; retryLabel: string; retry: () => void } | null;
  /** Shown while the address is being made. */
  opening: string | null;
  frame: { key?: string; width: PreviewWidth; title: string; className: string };
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${cardClass} flex min-w-0 flex-col gap-2 p-3 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {heading}
        </h2>
        {address && (
          <a href={address} target="_blank" rel="noopener" className={`${linkClass} text-sm`}>
            {openLabel}
          </a>
        )}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">{choices}</div>
      {note && <p className="text-xs text-neutral-600">{note}</p>}
      {failure && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          <p>{failure.message}</p>
          <button type="button" className={secondaryButtonClass} onClick={failure.retry}>
            {failure.retryLabel}
          </button>
        </div>
      )}
      {opening && <p className="text-xs text-neutral-600">{opening}</p>}
      <StorefrontFrame
        key={frame.key}
        address={address}
        width={frame.width}
        className={frame.className}
        title={frame.title}
      />
    </section>
  );
}
