import type { ListingSearch } from '@/lib/catalogue/listing-search';
import { CategoryFilter } from './category-filter';
import { PriceFilter } from './price-filter';
import { RatingFilter } from './rating-filter';

interface Props {
  search: ListingSearch;
  /** undefined offline when no price range was saved: no slider then (not a made-up 0 - 100). */
  range: { low: number; high: number } | undefined;
  onChange: (patch: Partial<ListingSearch>) => void;
}

/** Categories with expandable subcategories (one open at a time), price slider, rating filter. */
export function FilterSidebar({ search, range, onChange }: Props) {
  return (
    <div className="space-y-6 text-sm">
      <CategoryFilter current={search.category} />
      {range && <PriceFilter search={search} range={range} onChange={onChange} />}
      <RatingFilter rating={search.rating} onChange={onChange} />
    </div>
  );
}
