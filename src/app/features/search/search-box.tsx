import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { MAX_SEARCH_CHARS, SUGGESTION_LIMIT } from '@shared/constants';
import { normaliseSearch } from '@shared/rules/text';
import { m } from '@shared/i18n/paraglide/messages.js';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import { suggestionsQueryOptions } from '@/lib/catalogue/products';
import { useOnline } from '@/lib/online';
import { useApi } from '@/lib/use-api';
import { searchSavedProducts } from '@/lib/saved-products';
import { searchHref } from './search-href';
import { flattenSuggestions, type Suggestion } from './suggestions';

// The list's code arrives when the box is first focused, well before the first suggestion can.
const loadSuggestionList = () => import('./suggestion-list');
const SuggestionList = lazy(loadSuggestionList);

/** Offline: suggestions from the products saved on this device: names with a word starting so. */
function deviceSuggestions(queryClient: QueryClient, value: string): Suggestion[] {
  const prefix = value.toLowerCase();
  const products = searchSavedProducts(queryClient, value)
    .filter((p) =>
      p.name
        .toLowerCase()
        .split(/\s+/)
        .some((w) => w.startsWith(prefix)),
    )
    .slice(0, SUGGESTION_LIMIT);
  return flattenSuggestions({
    subcategories: [],
    products: products.map((p) => ({
      _id: p._id,
      name: p.name,
      slug: p.slug,
      price: p.price,
      discountedPrice: p.discountedPrice,
      image: p.images[0] ?? null,
      categorySlug: p.categorySlug,
    })),
  });
}

/**
 * Search with suggestions. Enter or the button searches the typed text (never an empty one);
 * arrows walk the suggestions, Enter picks one, Escape closes them.
 */
export function SearchBox({
  category,
  onDone,
  autoFocus,
}: {
  category?: string;
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const router = useRouter();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const value = normaliseSearch(text);
  const online = useOnline();
  const queryClient = useQueryClient();
  const api = useApi();
  const { data } = useQuery({
    ...suggestionsQueryOptions(api, value),
    enabled: online && value.length > 0,
  });
  const items = !value
    ? []
    : online
      ? flattenSuggestions(data)
      : deviceSuggestions(queryClient, value);

  const search = (term: string) => {
    const trimmed = normaliseSearch(term);
    if (!trimmed) return;
    setOpen(false);
    onDone?.();
    // Straight into history: the router's own navigate would re-spell the address with one '&'.
    // History knows no language prefix: the address carries the page's.
    router.history.push(searchHref(category, trimmed, getLocale()));
  };
  const pick = (s: Suggestion) => {
    setOpen(false);
    onDone?.();
    if (s.kind === 'product')
      void navigate({ to: '/product/details/$slug', params: { slug: s.slug } });
    else search(s.name);
  };

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = items[active];
        if (open && chosen) pick(chosen);
        else search(text);
      }}
    >
      <div className="flex overflow-hidden rounded-md border border-slate-300 bg-white focus-within:border-teal-700 focus-within:ring-2 focus-within:ring-teal-700">
        <input
          type="search"
          aria-label={m.search_label()}
          role="combobox"
          aria-expanded={open && items.length > 0}
          aria-controls="search-suggestions"
          aria-activedescendant={active >= 0 ? `suggestion-${active}` : undefined}
          placeholder={m.search_placeholder()}
          // The phone's search overlay is a dialog: focus goes into it when it opens.
          autoFocus={autoFocus}
          maxLength={MAX_SEARCH_CHARS}
          value={text}
          onChange={(e) => (setText(e.target.value), setOpen(true), setActive(-1))}
          onFocus={() => (setOpen(true), void loadSuggestionList())}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') return setOpen(false);
            if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
            e.preventDefault();
            setOpen(true);
            setActive((a) =>
              e.key === 'ArrowDown' ? Math.min(items.length - 1, a + 1) : Math.max(-1, a - 1),
            );
          }}
          className="w-full px-3 py-2 text-sm focus:outline-none"
        />
        <button type="submit" className="bg-teal-700 px-4 text-sm font-medium text-white">
          {m.nav_search()}
        </button>
      </div>
      {open && items.length > 0 && (
        <Suspense fallback={null}>
          <div className="absolute inset-x-0 top-full z-40 mt-1 rounded-md border border-slate-200 shadow-lg">
            <SuggestionList items={items} active={active} onPick={pick} />
          </div>
        </Suspense>
      )}
    </form>
  );
}
