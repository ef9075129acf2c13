import { pictureSources } from '@storefront/contracts/picture-copies';
import { ImageOff } from 'lucide-react';

const sizes = {
  sm: { px: 56, className: 'size-14' },
  lg: { px: 96, className: 'size-20 sm:size-24' },
} as const;

/**
 * A line's picture at a fixed size, so the list does not jump while pictures load. The alt
 * names the product: the picture stands on its own, beside (not inside) the name link.
 */
export function LinePicture({
  path,
  alt,
  size,
}: {
  path: string | null;
  alt: string;
  size: keyof typeof sizes;
}) {
  const { px, className } = sizes[size];
  if (!path) {
    return (
      <span
        className={`flex shrink-0 items-center justify-center rounded-lg bg-neutral-100 ${className}`}
      >
        <ImageOff aria-hidden className="size-6 text-neutral-400" />
      </span>
    );
  }
  return (
    <img
      {...pictureSources(path, undefined, `${px}px`)}
      alt={alt}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-lg bg-neutral-100 object-cover ${className}`}
    />
  );
}
