import { useState } from 'react';
import { ZOOM_MAX, ZOOM_MIN } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import { PLACEHOLDER_IMAGE } from '@/components/product-card';
import { pictureProps, usePicture } from '@/lib/picture-source';

/** How wide the main picture shows: the screen's width on a phone, half of it from 768 px. */
const MAIN_SIZES = '(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw';

/** Main image with thumbnails; a click toggles zoom between 1 and 3 (no wheel, no pinch). */
export function Gallery({
  images,
  name,
  selected,
  onSelect,
}: {
  images: string[];
  name: string;
  selected: number;
  onSelect: (i: number) => void;
}) {
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [origin, setOrigin] = useState('50% 50%');
  const shown = images[selected] ?? images[0] ?? PLACEHOLDER_IMAGE;
  // The first picture is the product page's largest paint: the server's HTML carries it.
  const picture = usePicture(shown, MAIN_SIZES, selected === 0);
  // Zoomed three times, the drawing itself: a raster the width of the screen would blur.
  const zoomed = zoom !== ZOOM_MIN;
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-label={zoom === ZOOM_MIN ? m.product_zoom_in() : m.product_zoom_out()}
        className={`overflow-hidden rounded-lg border bg-white touch-pan-y ${zoom === ZOOM_MIN ? 'cursor-zoom-in' : 'cursor-zoom-out'}`}
        onClick={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          setOrigin(
            `${((e.clientX - box.left) / box.width) * 100}% ${((e.clientY - box.top) / box.height) * 100}%`,
          );
          setZoom((z) => (z === ZOOM_MIN ? ZOOM_MAX : ZOOM_MIN));
        }}
      >
        <img
          {...(zoomed ? { src: shown } : picture)}
          alt={name}
          className="aspect-square w-full object-contain transition-transform"
          style={{ transform: `scale(${zoom})`, transformOrigin: origin }}
        />
      </button>
      {images.length > 1 && (
        <div className="flex gap-2 overflow-x-auto">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-label={m.product_image({ number: i + 1 })}
              aria-pressed={i === selected}
              onClick={() => (onSelect(i), setZoom(ZOOM_MIN))}
              className={`shrink-0 rounded border-2 ${i === selected ? 'border-teal-700' : 'border-transparent'}`}
            >
              <img {...pictureProps(src, '64px')} alt="" className="h-16 w-16 object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
