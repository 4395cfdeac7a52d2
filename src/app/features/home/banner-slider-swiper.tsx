import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { Banner } from '@shared/api/catalogue';
import { HOME_BANNER_AUTOPLAY_MS, HOME_BANNER_SPEED_MS } from '@shared/constants';
import { prefersLessData } from '@/lib/data-saver';
import { bannerHref } from './banner-link';

export default function BannerSliderSwiper({ banners }: { banners: Banner[] }) {
  const slides = banners.filter((b) => b.targetType !== 'ads');
  if (slides.length === 0) return null;
  return (
    <Swiper
      modules={[Autoplay, Navigation]}
      navigation
      loop={slides.length > 1}
      speed={HOME_BANNER_SPEED_MS}
      autoplay={
        prefersLessData() ? false : { delay: HOME_BANNER_AUTOPLAY_MS, disableOnInteraction: false }
      }
      className="overflow-hidden rounded-lg"
      aria-label="Offers"
    >
      {slides.map((b) => (
        <SwiperSlide key={b._id}>
          <a href={bannerHref(b)} className="relative block">
            <img
              src={b.imgUrl}
              alt={b.heading ?? ''}
              className="h-48 w-full object-cover object-right sm:h-auto sm:aspect-[3/1]"
            />
            <span className="absolute inset-y-0 left-0 flex w-3/5 flex-col justify-center gap-2 bg-gradient-to-r from-white/90 via-white/70 to-transparent py-6 pl-12 pr-2 sm:w-1/2 sm:p-10 sm:pl-16">
              {b.heading && (
                <span className="text-xl font-bold text-slate-900 sm:text-3xl">{b.heading}</span>
              )}
              {b.subheading && (
                <span className="hidden text-slate-700 sm:block">{b.subheading}</span>
              )}
              {b.btnText && (
                <span className="w-fit rounded bg-teal-700 px-4 py-2 text-sm font-medium text-white">
                  {b.btnText}
                </span>
              )}
            </span>
          </a>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
