import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DEFAULT_PAR_PAGE, DEFAULT_PRICE_RANGE } from '@shared/constants';
import { messages } from '@shared/messages';
import { slugToTitle } from '@shared/rules/text';
import { Breadcrumb } from '@/components/breadcrumb';
import { Loading } from '@/components/loading';
import { OfflineMessage, SavedAt } from '@/components/offline';
import { useOnline } from '@/lib/online';
import { searchSavedProducts } from '@/lib/saved-products';
import { Pagination } from '@/components/pagination';
import { ProductCard } from '@/components/product-card';
import { ProductCarousel } from '@/components/product-carousel';
import { useCategories, useSubcategories } from '@/features/catalogue/api/categories';
import { priceRangeQueryOptions } from '@/features/catalogue/api/home';
import { listingQueryOptions } from '@/features/catalogue/api/products';
import { FilterSidebar } from './filter-sidebar';
import type { ListingSearch } from './listing-search';

interface Props {
  variant: 'shop' | 'search';
  search: ListingSearch;
  /** Writes a change into the URL; every change but a page change goes back to page 1. */
  update: (patch: Partial<ListingSearch>) => void;
}

export function ListingPage({ variant, search, update }: Props) {
  const [drawer, setDrawer] = useState(false);
  const listing = useQuery(listingQueryOptions(search));
  const online = useOnline();
  const queryClient = useQueryClient();
  // Offline with nothing saved for this search: search the products this device has seen.
  const fromDevice = variant === 'search' && !online && !listing.data && search.value ? searchSavedProducts(queryClient, search.value) : null;
  const { data: prices } = useQuery(priceRangeQueryOptions(search.category));
  const { data: categories = [] } = useCategories();
  const { data: subcategories = [] } = useSubcategories();
  const category = categories.find((c) => c.slug === search.category);
  const subs = category ? subcategories.filter((s) => s.categoryId === category._id) : [];
  const range = prices?.priceRange ?? DEFAULT_PRICE_RANGE;
  const title = slugToTitle(search.category);
  const total = fromDevice?.length ?? listing.data?.totalProduct ?? 0;
  const products = fromDevice ?? listing.data?.products ?? [];
  const nothingSaved = !fromDevice && !listing.data && listing.isError && !online;
  const view = search.view ?? 'grid';
  const change = (patch: Partial<ListingSearch>) => update({ ...patch, pageNumber: undefined });

  return (
    <div>
      <header className="mb-4 space-y-2">
        {variant === 'search' ? (
          <h1 className="text-2xl font-semibold">Products <span className="text-base font-normal text-slate-500">({total})</span></h1>
        ) : (
          <h1 className="text-2xl font-semibold">{title}</h1>
        )}
        <Breadcrumb items={[{ label: variant === 'search' ? 'Products' : title }]} />
        {subs.length > 0 && (
          <nav aria-label="Subcategories" className="flex gap-2 overflow-x-auto pb-1">
            {subs.map((s) => (
              <Link key={s._id} to="/shops" search={{ category: search.category, subcategory: s.slug }} className={`whitespace-nowrap rounded-full border px-3 py-1 text-sm ${s.slug === search.subcategory ? 'border-teal-700 bg-teal-700 text-white' : 'bg-white'}`}>
                {s.name}
              </Link>
            ))}
          </nav>
        )}
      </header>
      <div className="flex gap-6">
        <aside className="hidden w-60 shrink-0 md:block">
          <FilterSidebar search={search} range={range} onChange={change} />
        </aside>
        {drawer && (
          <div className="fixed inset-0 z-50 md:hidden" role="dialog" aria-label="Filters">
            <div className="absolute inset-0 bg-black/40 backdrop-blur-sm" onClick={() => setDrawer(false)} />
            <div className="absolute inset-y-0 left-0 w-72 overflow-auto bg-white p-4">
              <button type="button" className="mb-3 text-sm underline" onClick={() => setDrawer(false)}>Close</button>
              <FilterSidebar search={search} range={range} onChange={(p) => (change(p), setDrawer(false))} />
            </div>
          </div>
        )}
        <section className="min-w-0 flex-1">
          <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
            <button type="button" className="rounded border bg-white px-3 py-1 md:hidden" onClick={() => setDrawer(true)}>Filter</button>
            <span className="text-slate-600">{total} products</span>
            <label className="ml-auto flex items-center gap-2">
              Sort by
              <select value={search.sortPrice ?? ''} onChange={(e) => change({ sortPrice: (e.target.value || undefined) as ListingSearch['sortPrice'] })} className="rounded border bg-white px-2 py-1">
                <option value="">Relevance</option>
                <option value="low-to-high">Price: low to high</option>
                <option value="high-to-low">Price: high to low</option>
              </select>
            </label>
            <div className="hidden gap-1 lg:flex" role="group" aria-label="View">
              {(['grid', 'list'] as const).map((v) => (
                <button key={v} type="button" aria-pressed={view === v} onClick={() => update({ view: v })} className={`rounded border px-2 py-1 ${view === v ? 'bg-teal-700 text-white' : 'bg-white'}`}>{v === 'grid' ? 'Grid' : 'List'}</button>
              ))}
            </div>
          </div>
          {fromDevice && <p className="mb-2 text-sm text-amber-800">Offline: showing matches among the products saved on this device.</p>}
          {listing.data && <SavedAt at={listing.dataUpdatedAt} />}
          {nothingSaved ? (
            <OfflineMessage onRetry={() => void listing.refetch()} />
          ) : listing.isPending && !fromDevice ? (
            <Loading />
          ) : products.length === 0 ? (
            <p className="py-16 text-center text-lg text-slate-500">{messages.noProducts}</p>
          ) : (
            <div className={view === 'list' ? 'flex flex-col gap-3' : 'grid grid-cols-2 justify-items-center gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5'}>
              {products.map((p) => <ProductCard key={p._id} product={p} layout={view} />)}
            </div>
          )}
          <div className="mt-6">
            <Pagination page={search.pageNumber ?? 1} total={total} pageSize={listing.data?.parPage ?? DEFAULT_PAR_PAGE} onPage={(n) => update({ pageNumber: n })} />
          </div>
          <div className="md:hidden">
            <ProductCarousel title="Latest Products" products={prices?.latest_product ?? []} />
          </div>
        </section>
      </div>
    </div>
  );
}
