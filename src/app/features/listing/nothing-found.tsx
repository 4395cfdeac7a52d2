import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { ProductSummary } from '@shared/api/catalogue';
import { MessageWith } from '@/components/message-with';
import { ProductCarousel } from '@/components/product-carousel';
import type { ListingSearch } from '@/lib/catalogue/listing-search';

interface Props {
  /** The server's spelling that finds products, when the shopper's found none. */
  didYouMean?: string;
  /** Products of the nearest subcategory (the first of `categories`). */
  nearest?: ProductSummary[];
  categories?: { name: string; slug: string; categorySlug: string }[];
  category?: string;
}

const CHIP =
  'flex min-h-11 items-center whitespace-nowrap rounded-full border bg-white px-4 text-sm hover:border-teal-700';

/** "No Products Found", then what would have found something: a spelling and its subcategories. */
export function NothingFound({ didYouMean, categories = [], category, nearest = [] }: Props) {
  return (
    <div className="space-y-4 py-16 text-center">
      <p className="text-lg text-slate-600">{m.listing_no_products()}</p>
      {didYouMean && (
        <p className="text-base">
          <MessageWith text={(term) => m.listing_did_you_mean({ term })}>
            <Link
              to="/products/search"
              search={(): ListingSearch => ({ category, value: didYouMean })}
              className="inline-flex min-h-11 items-center font-semibold text-teal-700 underline"
            >
              {didYouMean}
            </Link>
          </MessageWith>
        </p>
      )}
      {categories.length > 0 && (
        <nav
          aria-label={m.listing_matching_categories()}
          className="flex flex-wrap justify-center gap-2"
        >
          {categories.map((c) => (
            <Link
              key={c.slug}
              to="/shops"
              search={(): ListingSearch => ({ category: c.categorySlug, subcategory: c.slug })}
              className={CHIP}
            >
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      {nearest.length > 0 && categories[0] && (
        <div className="text-left">
          <ProductCarousel
            title={m.listing_nearest({ category: categories[0].name })}
            products={nearest}
          />
        </div>
      )}
    </div>
  );
}
