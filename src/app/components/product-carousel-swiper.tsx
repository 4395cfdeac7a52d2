import { Swiper, SwiperSlide } from 'swiper/react';
import { Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { ProductSummary } from '@shared/api/catalogue';
import { ProductCard } from './product-card';

/** A horizontally sliding row of cards: 1, 2 from 640 px, 3 from 768 px, 5 from 1024 px. */
export default function ProductCarouselSwiper({ title, products }: { title: string; products: ProductSummary[] }) {
  if (products.length === 0) return null;
  return (
    <section className="my-6">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <Swiper
        modules={[Navigation]}
        navigation
        spaceBetween={12}
        slidesPerView={1}
        breakpoints={{ 640: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 1024: { slidesPerView: 5 } }}
      >
        {products.map((p) => (
          <SwiperSlide key={p._id} className="flex! justify-center">
            <ProductCard product={p} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
