import { useRef } from 'react';
import type { ProductSummary } from '@shared/api/catalogue';
import { m } from '@shared/i18n/paraglide/messages.js';
import { ProductCard } from './product-card';

/**
 * A horizontally sliding row of cards. From 1024 px 5 cards a view (the spec's count); below,
 * the next card always peeks so the row reads as scrollable: about 2.5 cards on a phone (the
 * spec's "1" is one card per swipe), 2.5 from 640 px and 3.5 from 768 px. Native scrolling with
 * snap points: no slider library, so eight rows cost the main thread next to nothing. The arrows
 * sit beside the title, so they never cover a card nor get clipped at the page's edge.
 */
export function ProductCarousel({
  title,
  products,
}: {
  title: string;
  products: ProductSummary[];
}) {
  const row = useRef<HTMLUListElement>(null);
  if (products.length === 0) return null;
  const slide = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth, behavior: 'smooth' });
  const arrow =
    'hidden h-11 w-11 items-center justify-center rounded-full border border-slate-200 bg-white text-xl leading-none shadow-sm hover:bg-slate-50 sm:flex';
  return (
    <section
      className="my-6 [contain-intrinsic-size:auto_430px] [content-visibility:auto]"
      aria-label={title}
    >
      <div className="mb-3 flex items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">{title}</h2>
        <button
          type="button"
          aria-label={m.carousel_previous({ title })}
          className={arrow}
          onClick={() => slide(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          aria-label={m.carousel_next({ title })}
          className={arrow}
          onClick={() => slide(1)}
        >
          ›
        </button>
      </div>
      <ul
        ref={row}
        data-testid="carousel-row"
        tabIndex={0}
        aria-label={m.carousel_products({ title })}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none]"
      >
        {products.map((p) => (
          <li
            key={p._id}
            className="flex shrink-0 basis-[calc((100%-1.5rem)/2.5)] snap-start justify-center md:basis-[calc((100%-2.25rem)/3.5)] lg:basis-[calc((100%-3rem)/5)]"
          >
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
