import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import type { ListingSearch } from '@/lib/catalogue/listing-search';

interface Props {
  /** The server's spelling that finds products, when the shopper's found none. */
  didYouMean?: string;
  categories?: { name: string; slug: string; categorySlug: string }[];
  category?: string;
}

const CHIP =
  'flex min-h-11 items-center whitespace-nowrap rounded-full border bg-white px-4 text-sm hover:border-teal-700';

/** "No Products Found", then what would have found something: a spelling and its subcategories. */
export function NothingFound({ didYouMean, categories = [], category }: Props) {
  return (
    <div className="space-y-4 py-16 text-center">
      <p className="text-lg text-slate-600">{messages.noProducts}</p>
      {didYouMean && (
        <p className="text-base">
          Did you mean{' '}
          <Link
            to="/products/search"
            search={(): ListingSearch => ({ category, value: didYouMean })}
            className="inline-flex min-h-11 items-center font-semibold text-teal-700 underline"
          >
            {didYouMean}
          </Link>
          ?
        </p>
      )}
      {categories.length > 0 && (
        <nav aria-label="Matching categories" className="flex flex-wrap justify-center gap-2">
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
    </div>
  );
}
