import { lazy, Suspense } from 'react';
import type { ProductSummary } from '@shared/api/catalogue';
import { useAfterPaint } from '@/lib/use-after-paint';
import { ProductCard } from './product-card';

// Swiper loads after the first paint; until then the row shows as many cards as fit.
const ProductCarouselSwiper = lazy(() => import('./product-carousel-swiper'));
const VISIBLE_FROM = ['flex', 'hidden sm:flex', 'hidden md:flex', 'hidden lg:flex', 'hidden lg:flex'];

function StaticRow({ title, products }: { title: string; products: ProductSummary[] }) {
  return (
    <section className="my-6">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
        {products.slice(0, 5).map((p, i) => (
          <div key={p._id} className={`${VISIBLE_FROM[i]} justify-center`}><ProductCard product={p} /></div>
        ))}
      </div>
    </section>
  );
}

/** A horizontally sliding row of cards: 1, 2 from 640 px, 3 from 768 px, 5 from 1024 px. */
export function ProductCarousel({ title, products }: { title: string; products: ProductSummary[] }) {
  const ready = useAfterPaint();
  if (products.length === 0) return null;
  const still = <StaticRow title={title} products={products} />;
  if (!ready) return still;
  return (
    <Suspense fallback={still}>
      <ProductCarouselSwiper title={title} products={products} />
    </Suspense>
  );
}
