import { useRef } from 'react';
import type { Banner } from '@shared/api/catalogue';
import { m } from '@shared/i18n/paraglide/messages.js';
import { BannerSlide } from './banner-slide';
import { sliderKey } from './slider-key';
import type { SliderWake } from './slider-wake';
import { useSlider } from './use-slider';

export function BannerSlider({ banners, wake }: { banners: Banner[]; wake?: SliderWake }) {
  const slides = banners.filter((b) => b.targetType !== 'ads');
  if (slides.length === 0) return null;
  // Other slides, another slider: Swiper reorders the slides React drew (slider-key.ts).
  return <Offers key={sliderKey(slides)} banners={slides} wake={wake} />;
}

/**
 * The offers (banners that are not ads): autoplay 3 s, 800 ms transition, looping, arrows, once
 * Swiper starts on its first use (use-slider.ts); until then the server's markup, whose slides
 * scroll and snap natively. Only the first slide's picture loads with the page.
 */
function Offers({ banners, wake }: { banners: Banner[]; wake?: SliderWake }) {
  const el = useRef<HTMLDivElement>(null);
  useSlider(el, 'offers', wake);
  return (
    <div ref={el} className="swiper overflow-hidden rounded-lg" aria-label={m.home_offers()}>
      <div className="swiper-wrapper">
        {banners.map((b, i) => (
          <div key={b._id} className="swiper-slide">
            <BannerSlide banner={b} first={i === 0} />
          </div>
        ))}
      </div>
      <button type="button" className="swiper-button-prev" aria-label={m.home_previous_offer()}>
        <ArrowIcon />
      </button>
      <button type="button" className="swiper-button-next" aria-label={m.home_next_offer()}>
        <ArrowIcon />
      </button>
    </div>
  );
}

/**
 * Swiper's own arrow (its Navigation parses one from text into an empty button, a long part of
 * the slider's start on a phone), drawn here so Swiper finds it in place: the same shape, as a
 * stroke (its outline took 300 bytes of the first view).
 * Hidden until Swiper starts (styles.css); Swiper's styles turn the previous one round.
 */
function ArrowIcon() {
  return (
    <svg
      className="swiper-navigation-icon"
      width="11"
      height="20"
      viewBox="0 0.28 11 20"
      aria-hidden="true"
    >
      <path
        d="M.87.97l9.2 9.31-9.2 9.31"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.39"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
