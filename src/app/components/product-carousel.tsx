import { useRef } from 'react';
import type { ProductSummary } from '@shared/api/catalogue';
import { ProductCard } from './product-card';

/**
 * A horizontally sliding row of cards: 1 per view, 2 from 640 px, 3 from 768 px, 5 from
 * 1024 px. Native scrolling with snap points (swipe on phones, arrows elsewhere): no slider
 * library, so eight rows cost the main thread next to nothing.
 */
export function ProductCarousel({ title, products }: { title: string; products: ProductSummary[] }) {
  const row = useRef<HTMLUListElement>(null);
  if (products.length === 0) return null;
  const slide = (direction: 1 | -1) => row.current?.scrollBy({ left: direction * row.current.clientWidth, behavior: 'smooth' });
  const arrow = 'absolute top-1/2 z-10 hidden h-9 w-9 -translate-y-1/2 rounded-full border bg-white/90 shadow sm:block';
  return (
    <section className="my-6 [contain-intrinsic-size:auto_430px] [content-visibility:auto]" aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <div className="relative">
        <button type="button" aria-label={`Previous ${title}`} className={`${arrow} -left-2`} onClick={() => slide(-1)}>‹</button>
        <ul ref={row} className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none]">
          {products.map((p) => (
            <li key={p._id} className="flex shrink-0 basis-full snap-start justify-center sm:basis-[calc((100%-0.75rem)/2)] md:basis-[calc((100%-1.5rem)/3)] lg:basis-[calc((100%-3rem)/5)]">
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
        <button type="button" aria-label={`Next ${title}`} className={`${arrow} -right-2`} onClick={() => slide(1)}>›</button>
      </div>
    </section>
  );
}
