import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import type { Category } from '@shared/api/catalogue';
import { m } from '@shared/i18n/paraglide/messages.js';
import { sliderKey } from './slider-key';
import type { SliderWake } from './slider-wake';
import { useSlider } from './use-slider';
import { pictureProps } from '@/lib/picture-source';

export function CategoryStrip({ categories, wake }: { categories: Category[]; wake?: SliderWake }) {
  // Other categories, another slider: Swiper reorders the slides React drew (slider-key.ts).
  return <Tiles key={sliderKey(categories)} categories={categories} wake={wake} />;
}

/**
 * Round tiles: 3, 4 from 640 px, 6 from 768 px, 8 from 1024 px; autoplay 1.5 s, looping, once
 * Swiper starts on the strip's first use (use-slider.ts); until then the server's markup, whose
 * tiles scroll and snap natively.
 */
function Tiles({ categories, wake }: { categories: Category[]; wake?: SliderWake }) {
  const el = useRef<HTMLDivElement>(null);
  useSlider(el, 'categories', wake);
  return (
    // --slides: the tiles in view before Swiper starts, as many as it will show (styles.css).
    <div
      ref={el}
      className="swiper my-6 [--slides:3] sm:[--slides:4] md:[--slides:6] lg:[--slides:8]"
      aria-label={m.footer_categories()}
    >
      <div className="swiper-wrapper">
        {categories.map((c, i) => (
          <div key={c._id} className="swiper-slide">
            <Link
              to="/shops"
              search={{ category: c.slug }}
              className="flex flex-col items-center gap-1 text-center text-sm"
            >
              <img
                {...pictureProps(c.image, '80px')}
                alt=""
                // Out of a phone's view: lazy, so a phone does not fetch what it does not show.
                loading={i >= 3 ? 'lazy' : undefined}
                className="h-20 w-20 rounded-full border border-slate-200 bg-white object-cover"
              />
              <span>{c.name}</span>
            </Link>
          </div>
        ))}
      </div>
    </div>
  );
}
