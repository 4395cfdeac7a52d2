import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import type { Banner, Category } from '@shared/api/catalogue';
import { lazyPart } from '@/lib/lazy-part';
import { useAfterPaint } from '@/lib/use-after-paint';
import { BannerSlide } from './banner-slide';
import { sliderKey } from './slider-key';

const { load: loadBannerSwiper, Part: BannerSliderSwiper } = lazyPart(
  () => import('./banner-slider-swiper'),
);
const { load: loadCategorySwiper, Part: CategoryStripSwiper } = lazyPart(
  () => import('./category-strip-swiper'),
);

export function BannerSlider({ banners }: { banners: Banner[] }) {
  const ready = useAfterPaint(loadBannerSwiper);
  const slides = banners.filter((b) => b.targetType !== 'ads');
  if (slides.length === 0) return null;
  // The first banner, as it will look in the slider, painted before Swiper arrives.
  const still = <BannerSlide banner={slides[0]!} first />;
  if (!ready) return still;
  return (
    <Suspense fallback={still}>
      {/* Other slides, another slider: Swiper reorders the slides React drew (slider-key.ts). */}
      <BannerSliderSwiper key={sliderKey(slides)} banners={slides} />
    </Suspense>
  );
}

export function CategoryStrip({ categories }: { categories: Category[] }) {
  const ready = useAfterPaint(loadCategorySwiper);
  const still = (
    <div className="my-6 grid grid-cols-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8">
      {categories.slice(0, 8).map((c, i) => (
        <Link
          key={c._id}
          to="/shops"
          search={{ category: c.slug }}
          className={`${i >= 6 ? 'hidden lg:flex' : i >= 4 ? 'hidden md:flex' : i >= 3 ? 'hidden sm:flex' : 'flex'} flex-col items-center gap-1 text-center text-sm`}
        >
          <img
            src={c.image}
            alt=""
            // Hidden on narrower screens: lazy, so a phone does not fetch what it does not show.
            loading={i >= 3 ? 'lazy' : undefined}
            className="h-20 w-20 rounded-full border border-slate-200 bg-white object-cover"
          />
          <span>{c.name}</span>
        </Link>
      ))}
    </div>
  );
  if (!ready) return still;
  return (
    <Suspense fallback={still}>
      <CategoryStripSwiper key={sliderKey(categories)} categories={categories} />
    </Suspense>
  );
}
