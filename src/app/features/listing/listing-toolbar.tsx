import { useMemo, useState } from 'react';
import { LaidOutAhead } from '@/components/laid-out-ahead';
import type { ListingSearch } from '@/lib/catalogue/listing-search';
import { m } from '@shared/i18n/paraglide/messages.js';
import { ChevronDownIcon, SortIcon } from '@/components/icons';
import { FilterDrawer } from './filter-drawer';

interface Props {
  /** undefined while the count is not known (loading, or nothing saved offline). */
  count: string | undefined;
  search: ListingSearch;
  filterCount: number;
  onSort: (sortPrice: ListingSearch['sortPrice']) => void;
  /** The phone's filter drawer: the price range it offers, and what Apply changes. */
  range: { low: number; high: number } | undefined;
  onApply: (patch: Partial<ListingSearch>) => void;
  onView: (view: 'grid' | 'list') => void;
}

/**
 * The product count, the sort selector and (large screens) grid or list. On phones Sort and
 * Filter (with the number of applied filters) sit in a bar fixed to the bottom of the screen,
 * where a thumb reaches them, as shopping apps place them.
 *
 * Filter opens the drawer from here: its open state lives in the toolbar, not the listing page,
 * so the tap re-renders the toolbar, not every card of the page (on a phone the drawer's first
 * paint waited for the whole grid). The drawer itself is drawn, styled and laid out before the
 * tap, invisible (LaidOutAhead): drawing the filter panel in the tap was most of its handler time
 * on a phone, and showing it from React's hidden Activity still mounted its effects and had it
 * styled and laid out inside the tap. From 768 px, where the filters sit beside the list and
 * Filter is hidden, it is not drawn at all.
 */
export function ListingToolbar(props: Props) {
  const { count, search, filterCount, onSort, range, onApply, onView } = props;
  const [drawer, setDrawer] = useState(false);
  // The same element until what it shows changes (the listing's onApply is one function for the
  // page's life): shown from hidden, or beside another render of the listing, it is not drawn
  // again (at full priority, while invisible).
  const filterDrawer = useMemo(
    () => (
      <FilterDrawer
        search={search}
        range={range}
        onApply={onApply}
        onClose={() => setDrawer(false)}
      />
    ),
    [search, range, onApply],
  );
  const view = search.view ?? 'grid';
  return (
    <div className="mb-3 flex min-h-9 flex-wrap items-center gap-3 text-sm">
      {/* Drawn invisible while the browser is idle (not on the server): the tap only shows it. */}
      <LaidOutAhead open={drawer} hiddenFrom={768}>
        {filterDrawer}
      </LaidOutAhead>
      <span className="text-slate-600">{count}</span>
      <div
        data-bottom-bar
        className="fixed inset-x-0 bottom-0 z-20 grid grid-cols-[3fr_2fr] border-t border-slate-200 bg-white shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:static md:ml-auto md:flex md:border-0 md:bg-transparent md:shadow-none"
      >
        <SortBox value={search.sortPrice} onSort={onSort} />
        <button
          type="button"
          className="flex min-h-12 items-center justify-center gap-2 font-medium md:hidden"
          onClick={() => setDrawer(true)}
        >
          {m.listing_filter()}
          {filterCount > 0 && (
            <span className="min-w-5 rounded-full bg-teal-700 px-1.5 text-xs text-white">
              {filterCount}
              <span className="sr-only"> {m.listing_filters_applied()}</span>
            </span>
          )}
        </button>
      </div>
      <div className="hidden gap-1 lg:flex" role="group" aria-label={m.listing_view()}>
        {(['grid', 'list'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={`rounded border px-2 py-1 ${view === v ? 'bg-teal-700 text-white' : 'bg-white'}`}
          >
            {v === 'grid' ? m.listing_view_grid() : m.listing_view_list()}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The sort selector. A select cuts its chosen label at its box with no ellipsis ("Price: high
 * t"), so on a phone it gets the wider part of the bottom bar, an icon in place of "Sort by"
 * (still its accessible name), and its own chevron, so the room left for the label is known
 * (tests/e2e/text-overflow.spec.ts measures each label, English and Hindi, at 320 px and up).
 */
function SortBox({
  value,
  onSort,
}: {
  value: ListingSearch['sortPrice'];
  onSort: Props['onSort'];
}) {
  return (
    <label className="flex min-h-12 min-w-0 items-center justify-center gap-1 border-r border-slate-200 px-1 md:min-h-0 md:gap-2 md:border-0 md:px-0">
      <span className="shrink-0 text-slate-600 md:hidden">
        <SortIcon />
      </span>
      <span className="sr-only whitespace-nowrap md:not-sr-only">{m.listing_sort_by()}</span>
      <span className="relative flex min-w-0 flex-1 items-center md:flex-none">
        <select
          data-sort-box
          value={value ?? ''}
          onChange={(e) => onSort((e.target.value || undefined) as ListingSearch['sortPrice'])}
          className="min-h-11 w-full min-w-0 appearance-none rounded border bg-white py-1 pr-6 pl-1.5 md:min-h-0 md:pl-2"
        >
          <option value="">{m.listing_sort_relevance()}</option>
          <option value="low-to-high">{m.listing_sort_low_to_high()}</option>
          <option value="high-to-low">{m.listing_sort_high_to_low()}</option>
        </select>
        <span className="pointer-events-none absolute right-1 text-slate-500">
          <ChevronDownIcon />
        </span>
      </span>
    </label>
  );
}
