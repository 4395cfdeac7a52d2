import { Link } from '@tanstack/react-router';
import type { ApiAnswer } from '@shared/api/api-client';
import { m } from '@shared/i18n/paraglide/messages.js';
import { MessageWith } from '@/components/message-with';
import type { ListingSearch } from '@/lib/catalogue/listing-search';

const LINK = 'inline-flex min-h-11 items-center font-semibold text-teal-700 underline';

/**
 * What a search did to find something when the shopper's words found nothing: a spelling
 * ("Showing results for bluetooth speaker. Search instead for blutooth speaker"), words the shop
 * does not have, or words left out.
 */
export function SearchNotice({
  listing,
  search,
}: {
  listing: ApiAnswer<'queryProducts'> | undefined;
  search: ListingSearch;
}) {
  if (!listing || listing.products.length === 0) return null;
  const { showingFor, notHere, relaxed, foundBy } = listing;
  const typed = search.value ?? '';
  return (
    <div className="mb-3 space-y-1 text-sm text-slate-700" role="status">
      {showingFor && (
        <p>
          <strong>{m.listing_showing_results_for({ query: showingFor })}</strong>{' '}
          <MessageWith text={(query) => m.listing_search_instead({ query })}>
            <Link
              to="/products/search"
              search={(prev: ListingSearch) => ({
                ...prev,
                value: typed,
                exact: 1,
                pageNumber: undefined,
              })}
              className={LINK}
            >
              {typed}
            </Link>
          </MessageWith>
        </p>
      )}
      {notHere && foundBy && (
        <p>{m.listing_not_here({ words: notHere.join(', '), query: foundBy })}</p>
      )}
      {relaxed && foundBy && (
        <p>{m.listing_relaxed({ words: relaxed.join(', '), query: foundBy })}</p>
      )}
    </div>
  );
}
