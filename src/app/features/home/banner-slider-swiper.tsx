import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Navigation } from 'swiper/modules';
import type { Banner } from '@shared/api/catalogue';
import { HOME_BANNER_AUTOPLAY_MS, HOME_BANNER_SPEED_MS } from '@shared/constants';
import { prefersLessData } from '@/lib/data-saver';
import { pauseAutoplayOffScreen } from './pause-off-screen';
import { BannerSlide } from './banner-slide';

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
      onSwiper={(swiper) => swiper.on('destroy', pauseAutoplayOffScreen(swiper))}
    >
      {slides.map((b, i) => (
        <SwiperSlide key={b._id}>
          <BannerSlide banner={b} first={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
