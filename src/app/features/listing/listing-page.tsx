import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ApiAnswer } from '@shared/api/api-client';
import type { ProductSummary, Subcategory } from '@shared/api/catalogue';
import { DEFAULT_PAR_PAGE, DEFAULT_PRICE_RANGE } from '@shared/constants';
import { languageTag, type Locale } from '@shared/i18n/locale-path';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Breadcrumb } from '@/components/breadcrumb';
import { HydrateNearViewport } from '@/components/hydrate-near-viewport';
import { OfflineMessage, SavedAt } from '@/components/offline';
import { useOnline } from '@/lib/online';
import { useApi } from '@/lib/use-api';
import { searchSavedProducts } from '@/lib/saved-products';
import { Pagination } from '@/components/pagination';
import { ProductCard } from '@/components/product-card';
import { ProductCarousel } from '@/components/product-carousel';
import { useCategories, useSubcategories } from '@/lib/catalogue/categories';
import { priceRangeQueryOptions } from '@/lib/catalogue/home-queries';
import { listingQueryOptions } from '@/lib/catalogue/products';
import { AppliedFilterChips } from './applied-filter-chips';
import { appliedFilters, CLEAR_ALL } from './applied-filters';
import { FilterSidebar } from './filter-sidebar';
import { ListingSkeleton } from './listing-skeleton';
import { ListingToolbar } from './listing-toolbar';
import { listingTitle } from './listing-title';
import { NothingFound } from './nothing-found';
import { searchChips } from './search-chips';
import { SearchNotice } from './search-notice';
import type { ListingSearch } from '@/lib/catalogue/listing-search';

interface Props {
  variant: 'shop' | 'search';
  search: ListingSearch;
  /** Writes a change into the URL; every change but a page change goes back to page 1. */
  update: (patch: Partial<ListingSearch>) => void;
}

const GRID =
  'grid grid-cols-2 justify-items-center gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/** Cards in the first row on a phone (two columns): their pictures are the largest paint there. */
const FIRST_ROW_ON_A_PHONE = 2;

/**
 * The category's subcategories. Room for the strip is kept while the categories load, so nothing
 * jumps; a subcategory keeps the filters in the URL at the moment of the tap (not those of the
 * last render, which lags while the next page loads).
 */
function SubcategoryStrip({
  subs,
  search,
  loading,
}: {
  subs: Subcategory[];
  search: ListingSearch;
  loading: boolean;
}) {
  if (subs.length === 0 && !loading) return null;
  return (
    <nav
      aria-label={m.listing_subcategories()}
      tabIndex={0}
      className="flex min-h-11 gap-2 overflow-x-auto pb-1"
    >
      {subs.map((s) => (
        <Link
          key={s._id}
          to="/shops"
          search={(prev: ListingSearch) => ({
            ...prev,
            value: undefined,
            pageNumber: undefined,
            category: search.category,
            subcategory: s.slug,
          })}
          className={`flex min-h-11 items-center whitespace-nowrap rounded-full border px-3 text-sm ${s.slug === search.subcategory ? 'border-teal-700 bg-teal-700 text-white' : 'bg-white'}`}
        >
          {s.name}
        </Link>
      ))}
    </nav>
  );
}

/** The cards, or why there are none: nothing saved offline, still loading, nothing found. */
function Results({
  state,
  products,
  view,
  listing,
  category,
  onRetry,
}: {
  state: 'nothing-saved' | 'loading' | 'known';
  products: ProductSummary[];
  view: 'grid' | 'list';
  listing: ApiAnswer<'queryProducts'> | undefined;
  category: string | undefined;
  onRetry: () => void;
}) {
  if (state === 'nothing-saved') return <OfflineMessage onRetry={onRetry} />;
  if (state === 'loading') return <ListingSkeleton className={GRID} />;
  if (products.length === 0)
    return (
      <NothingFound
        didYouMean={listing?.didYouMean}
        categories={listing?.matchingCategories}
        category={category}
        nearest={listing?.nearest}
      />
    );
  return (
    <div className={view === 'list' ? 'flex flex-col gap-3' : GRID}>
      {products.map((p, i) => (
        <ProductCard key={p._id} product={p} layout={view} priority={i < FIRST_ROW_ON_A_PHONE} />
      ))}
    </div>
  );
}

/** The page numbers, and on a phone the latest products below them. */
function PagesAndLatest({
  search,
  total,
  pageSize,
  latest,
  onPage,
}: {
  search: ListingSearch;
  total: number;
  pageSize: number;
  latest: ProductSummary[];
  onPage: (page: number) => void;
}) {
  return (
    <>
      <div className="mt-6 min-h-11">
        <Pagination
          page={search.pageNumber ?? 1}
          total={total}
          pageSize={pageSize}
          onPage={onPage}
        />
      </div>
      <div className="md:hidden">
        <ProductCarousel title={m.listing_latest_products()} products={latest} />
      </div>
    </>
  );
}

/** '1,234 products', or 'more than' when the server stopped counting. */
const countText = (total: number, more: boolean, locale: Locale) =>
  more
    ? m.listing_count_more({ count: total.toLocaleString(languageTag(locale)) })
    : m.listing_count({ count: total });

/** What the listing shows: the server's page, or offline the products this device has seen. */
function useListing(variant: Props['variant'], search: ListingSearch) {
  const api = useApi();
  const listing = useQuery(listingQueryOptions(api, search));
  const online = useOnline();
  const queryClient = useQueryClient();
  // Offline with nothing saved for this search: search the products this device has seen.
  const fromDevice =
    variant === 'search' && !online && !listing.data && search.value
      ? searchSavedProducts(queryClient, search.value)
      : null;
  const { data: prices } = useQuery(priceRangeQueryOptions(api, search.category));
  const { data: categories } = useCategories();
  const { data: subcategories = [] } = useSubcategories();
  const category = categories?.find((c) => c.slug === search.category);
  const subs = category ? subcategories.filter((s) => s.categoryId === category._id) : [];
  // The slider spans the products this listing can show (the server's answer), not its whole
  // category; until that answer is here, the category's. Offline with no saved range there is
  // no slider at all rather than a made-up 0 - 100.
  const range =
    listing.data?.priceRange ?? prices?.priceRange ?? (online ? DEFAULT_PRICE_RANGE : undefined);
  const nothingSaved = !fromDevice && !listing.data && listing.isError && !online;
  const known = !!fromDevice || !!listing.data;
  const total = fromDevice?.length ?? listing.data?.totalProduct ?? 0;
  return { listing, fromDevice, prices, categories, subs, range, nothingSaved, known, total };
}

/** A search says what it searched for ('Results for "silk saree"'); a shop its category. */
const pageHeading = (variant: Props['variant'], value: string | undefined, title: string) =>
  variant === 'shop'
    ? title
    : value
      ? m.listing_results_for({ query: value })
      : m.listing_products();

/**
 * The filters beside the list, from 768 px. Hidden on a phone, where the drawer offers them: their
 * server HTML is left as it is there, and hydrated from 768 px when pointed at, touched, tabbed
 * into or changed.
 */
function SideFilters(props: Parameters<typeof FilterSidebar>[0]) {
  const { search, range, onChange } = props;
  // The same element until what it shows changes (HydrateNearViewport's rule).
  const filters = useMemo(
    () => <FilterSidebar search={search} range={range} onChange={onChange} />,
    [search, range, onChange],
  );
  return (
    <aside className="hidden w-60 shrink-0 md:block" aria-label={m.listing_filters()}>
      <HydrateNearViewport>{filters}</HydrateNearViewport>
    </aside>
  );
}

export function ListingPage({ variant, search, update }: Props) {
  const { listing, fromDevice, prices, categories, subs, range, nothingSaved, known, total } =
    useListing(variant, search);
  const products = fromDevice ?? listing.data?.products ?? [];
  const locale = usePageLocale();
  const title = listingTitle(search.category, categories, locale);
  const productsWord = m.listing_products();
  const view = search.view ?? 'grid';
  const change = useCallback(
    (patch: Partial<ListingSearch>) => update({ ...patch, pageNumber: undefined }),
    [update],
  );
  const chips = [
    ...searchChips(listing.data?.chips, locale),
    ...appliedFilters(
      search,
      range ?? DEFAULT_PRICE_RANGE,
      subs.find((s) => s.slug === search.subcategory)?.name,
    ),
  ];
  const heading = pageHeading(variant, search.value, title);

  return (
    <div>
      <header className="mb-4 space-y-2">
        {/* The count shows once, in the toolbar beside the sort. */}
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <Breadcrumb items={[{ label: heading }]} />
        <SubcategoryStrip subs={subs} search={search} loading={!!search.category && !categories} />
      </header>
      <div className="flex gap-6">
        <SideFilters search={search} range={range} onChange={change} />
        <section className="min-w-0 flex-1" aria-label={productsWord}>
          <ListingToolbar
            count={known ? countText(total, !!listing.data?.moreProducts, locale) : undefined}
            search={search}
            filterCount={chips.length}
            onSort={(sortPrice) => change({ sortPrice })}
            range={range}
            onApply={change}
            onView={(v) => update({ view: v })}
          />
          <AppliedFilterChips
            chips={chips}
            onClear={(chip) => change(chip.clear)}
            onClearAll={() => change(CLEAR_ALL)}
          />
          <SearchNotice listing={listing.data} search={search} />
          {fromDevice && (
            <p className="mb-2 text-sm text-amber-800">{m.listing_offline_matches()}</p>
          )}
          {listing.data && <SavedAt at={listing.dataUpdatedAt} />}
          <Results
            state={
              nothingSaved
                ? 'nothing-saved'
                : listing.isPending && !fromDevice
                  ? 'loading'
                  : 'known'
            }
            products={products}
            view={view}
            listing={listing.data}
            category={search.category}
            onRetry={() => void listing.refetch()}
          />
          <PagesAndLatest
            search={search}
            total={total}
            pageSize={listing.data?.parPage ?? DEFAULT_PAR_PAGE}
            latest={
              variant === 'search' && known && total === 0 ? [] : (prices?.latest_product ?? [])
            }
            onPage={(n) => update({ pageNumber: n })}
          />
        </section>
      </div>
    </div>
  );
}
