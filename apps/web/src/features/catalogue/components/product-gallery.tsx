import type { Picture } from '@storefront/contracts/catalogue';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/**
 * The product's pictures: a large one and, when there are several, thumbnails that are buttons
 * (Tab and Enter or Space; the pressed one is the one shown). Every picture has its width and
 * height, so nothing moves as they load; the first loads at once, the other thumbnails lazily.
 */
export function ProductGallery({ pictures, name }: { pictures: readonly Picture[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const shown = pictures[index] ?? pictures[0];

  if (!shown) {
    return (
      <div className="flex aspect-square flex-col items-center justify-center gap-3 rounded-3xl bg-neutral-100 text-neutral-500">
        <ImageOff aria-hidden className="size-12" />
        <p className="text-sm">{t('catalogue.noPicture')}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-3xl border border-neutral-200 bg-neutral-50">
        <img
          // A new element per picture, so the old one is not shown stretched while the next loads.
          key={shown.path}
          src={shown.path}
          alt={shown.alt || name}
          width={shown.width}
          height={shown.height}
          loading="eager"
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          className="aspect-square size-full object-contain"
        />
      </div>
      {pictures.length > 1 && (
        <ul aria-label={t('catalogue.pictures', { name })} className="flex flex-wrap gap-2">
          {pictures.map((picture, i) => (
            <li key={picture.path}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={t('catalogue.showPicture', { index: i + 1, total: pictures.length })}
                onClick={() => setIndex(i)}
                className="block size-16 overflow-hidden rounded-xl border-2 border-transparent bg-neutral-50 transition hover:border-neutral-300 aria-pressed:border-primary-strong sm:size-20"
              >
                <img
                  src={picture.path}
                  alt=""
                  width={picture.width}
                  height={picture.height}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
