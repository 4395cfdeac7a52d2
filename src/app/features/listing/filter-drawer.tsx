import { useState } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Drawer } from '@/components/drawer';
import { CLEAR_ALL } from './applied-filters';
import { FilterSidebar } from './filter-sidebar';
import type { ListingSearch } from '@/lib/catalogue/listing-search';

/**
 * Phones: the filters in a drawer that stays open while the shopper chooses; nothing reaches the
 * URL (and the list) until Apply. Clear all empties the choices. The drawer stays drawn while
 * closed (listing-toolbar.tsx), so closing it forgets the choices not applied; the focus moves
 * in as it is shown (LaidOutAhead), not as it is drawn.
 */
export function FilterDrawer({
  search,
  range,
  onApply,
  onClose,
}: {
  search: ListingSearch;
  range: { low: number; high: number } | undefined;
  onApply: (patch: Partial<ListingSearch>) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Partial<ListingSearch>>({});
  const close = () => {
    setDraft({});
    onClose();
  };
  const footer = (
    <div className="grid grid-cols-2 gap-2">
      <button
        type="button"
        className="min-h-11 rounded border font-medium"
        onClick={() => setDraft(CLEAR_ALL)}
      >
        {m.listing_clear_all()}
      </button>
      <button
        type="button"
        className="min-h-11 rounded bg-teal-700 font-medium text-white"
        onClick={() => (onApply(draft), close())}
      >
        {m.listing_apply()}
      </button>
    </div>
  );
  return (
    <Drawer
      label={m.listing_filters()}
      onClose={close}
      footer={footer}
      className="md:hidden"
      focusOnMount={false}
    >
      <FilterSidebar
        search={{ ...search, ...draft }}
        range={range}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />
    </Drawer>
  );
}
