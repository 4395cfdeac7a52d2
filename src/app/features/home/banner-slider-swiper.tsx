import { useRef } from 'react';
import { Navigation } from 'swiper/modules';
import type { Banner } from '@shared/api/catalogue';
import { HOME_BANNER_AUTOPLAY_MS, HOME_BANNER_SPEED_MS } from '@shared/constants';
import { prefersLessData } from '@/lib/data-saver';
import { m } from '@shared/i18n/paraglide/messages.js';
import { BannerSlide } from './banner-slide';
import { useSlider } from './use-slider';

/** The offers (banners that are not ads): autoplay 3 s, 800 ms transition, looping, arrows. */
export default function BannerSliderSwiper({ banners }: { banners: Banner[] }) {
  const el = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  useSlider(
    el,
    () => ({
      modules: [Navigation],
      navigation: { prevEl: previous.current, nextEl: next.current },
      loop: banners.length > 1,
      speed: HOME_BANNER_SPEED_MS,
    }),
    prefersLessData() ? undefined : HOME_BANNER_AUTOPLAY_MS,
  );
  return (
    <div ref={el} className="swiper overflow-hidden rounded-lg" aria-label={m.home_offers()}>
      <div className="swiper-wrapper">
        {banners.map((b, i) => (
          <div key={b._id} className="swiper-slide">
            <BannerSlide banner={b} first={i === 0} />
          </div>
        ))}
      </div>
      {/* Swiper draws its arrow inside each when it starts. */}
      <button
        ref={previous}
        type="button"
        className="swiper-button-prev"
        aria-label={m.home_previous_offer()}
      />
      <button
        ref={next}
        type="button"
        className="swiper-button-next"
        aria-label={m.home_next_offer()}
      />
    </div>
  );
}
