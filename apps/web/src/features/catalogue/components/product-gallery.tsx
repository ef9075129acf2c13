import type { Picture } from '@storefront/contracts/catalogue';
import { pictureSources } from '@storefront/contracts/picture-copies';
import { ImageOff, ZoomIn } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/** The zoom's chunk (Base UI's dialog): loaded on first intent, or ahead by tests. */
export const loadProductZoomDialog = () => import('./product-zoom-dialog.tsx');
const ProductZoomDialog = lazy(loadProductZoomDialog);

/**
 * The product's pictures: a large one and, when there are several, thumbnails that are buttons
 * (Tab and Enter or Space; the pressed one is the one shown). Every picture has its width and
 * height, so nothing moves as they load; the first loads at once, the other thumbnails lazily.
 *
 * Issue 29: the large picture is covered by a "Zoom picture" button (a tap or a click anywhere
 * on it, or Enter), which opens the pictures large (product-zoom-dialog.tsx). The picture itself
 * stays outside the button, so it keeps its alt text.
 */
export function ProductGallery({ pictures, name }: { pictures: readonly Picture[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [zoomMounted, setZoomMounted] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const shown = pictures[index] ?? pictures[0];
  const prefetchZoom = () => {
    void loadProductZoomDialog();
  };

  if (!shown) {
    return (
      <div className="flex aspect-square flex-col items-center justify-center gap-3 rounded-3xl bg-neutral-100 text-neutral-500">
        <ImageOff aria-hidden className="size-12" />
        {/* Darker than the icon: small text needs 4.5:1 on this grey (axe). */}
        <p className="text-sm text-neutral-700">{t('catalogue.noPicture')}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-3xl border border-neutral-200 bg-neutral-50">
        <img
          // A new element per picture, so the old one is not shown stretched while the next loads.
          key={shown.path}
          {...pictureSources(
            shown.path,
            shown.width,
            '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw',
          )}
          alt={shown.alt || name}
          width={shown.width}
          height={shown.height}
          loading="eager"
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          className="aspect-square size-full object-contain"
        />
        <button
          ref={zoomButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={zoomed}
          aria-label={t('catalogue.zoomPicture')}
          onPointerEnter={prefetchZoom}
          onFocus={prefetchZoom}
          onClick={() => {
            setZoomMounted(true);
            setZoomed(true);
          }}
          className="group absolute inset-0 flex cursor-zoom-in items-end justify-end rounded-3xl p-3 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-strong"
        >
          <span className="rounded-full bg-white/90 p-2.5 text-neutral-800 shadow-md ring-1 ring-neutral-200 transition group-hover:bg-white group-hover:text-neutral-950">
            <ZoomIn aria-hidden className="size-5" />
          </span>
        </button>
      </div>
      {zoomMounted && (
        <Suspense fallback={null}>
          <ProductZoomDialog
            pictures={pictures}
            index={pictures[index] ? index : 0}
            onIndexChange={setIndex}
            name={name}
            open={zoomed}
            onOpenChange={setZoomed}
            returnFocus={zoomButton}
          />
        </Suspense>
      )}
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
                  {...pictureSources(picture.path, picture.width, '80px')}
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
