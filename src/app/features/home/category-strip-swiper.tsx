import { Link } from '@tanstack/react-router';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Category } from '@shared/api/catalogue';
import { CATEGORY_STRIP_AUTOPLAY_MS } from '@shared/constants';
import { prefersLessData } from '@/lib/data-saver';
import { pauseAutoplayOffScreen } from './pause-off-screen';

/** Round tiles: 3, 4 from 640 px, 6 from 768 px, 8 from 1024 px; autoplay 1.5 s, looping. */
export default function CategoryStripSwiper({ categories }: { categories: Category[] }) {
  return (
    <Swiper
      modules={[Autoplay]}
      loop={categories.length > 8}
      autoplay={
        prefersLessData()
          ? false
          : { delay: CATEGORY_STRIP_AUTOPLAY_MS, disableOnInteraction: false }
      }
      slidesPerView={3}
      breakpoints={{
        640: { slidesPerView: 4 },
        768: { slidesPerView: 6 },
        1024: { slidesPerView: 8 },
      }}
      className="my-6"
      aria-label="Categories"
      onSwiper={(swiper) => swiper.on('destroy', pauseAutoplayOffScreen(swiper))}
    >
      {categories.map((c) => (
        <SwiperSlide key={c._id}>
          <Link
            to="/shops"
            search={{ category: c.slug }}
            className="flex flex-col items-center gap-1 text-center text-sm"
          >
            <img
              src={c.image}
              alt=""
              className="h-20 w-20 rounded-full border border-slate-200 bg-white object-cover"
            />
            <span>{c.name}</span>
          </Link>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
