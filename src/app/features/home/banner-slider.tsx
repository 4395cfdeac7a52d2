import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import type { Banner, Category } from '@shared/api/catalogue';
import { useAfterPaint } from '@/lib/use-after-paint';
import { bannerHref } from './banner-link';

const BannerSliderSwiper = lazy(() => import('./banner-slider-swiper'));
const CategoryStripSwiper = lazy(() => import('./category-strip-swiper'));

/** The first banner, as it will look in the slider, painted before Swiper arrives. */
function FirstBanner({ banner }: { banner: Banner }) {
  return (
    <a href={bannerHref(banner)} className="relative block overflow-hidden rounded-lg">
      <img
        src={banner.imgUrl}
        alt={banner.heading ?? ''}
        fetchPriority="high"
        className="h-48 w-full object-cover object-right sm:aspect-[3/1] sm:h-auto"
      />
      <span className="absolute inset-y-0 left-0 flex w-3/5 flex-col justify-center gap-2 bg-gradient-to-r from-white/90 via-white/70 to-transparent py-6 pl-12 pr-2 sm:w-1/2 sm:p-10 sm:pl-16">
        {banner.heading && (
          <span className="text-xl font-bold text-slate-900 sm:text-3xl">{banner.heading}</span>
        )}
        {banner.btnText && (
          <span className="w-fit rounded bg-teal-700 px-4 py-2 text-sm font-medium text-white">
            {banner.btnText}
          </span>
        )}
      </span>
    </a>
  );
}

export function BannerSlider({ banners }: { banners: Banner[] }) {
  const ready = useAfterPaint();
  const slides = banners.filter((b) => b.targetType !== 'ads');
  if (slides.length === 0) return null;
  const still = <FirstBanner banner={slides[0]!} />;
  if (!ready) return still;
  return (
    <Suspense fallback={still}>
      <BannerSliderSwiper banners={slides} />
    </Suspense>
  );
}

export function CategoryStrip({ categories }: { categories: Category[] }) {
  const ready = useAfterPaint();
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
      <CategoryStripSwiper categories={categories} />
    </Suspense>
  );
}
