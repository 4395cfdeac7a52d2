import { lazy, Suspense, useState } from 'react';
import { MAX_SEARCH_CHARS } from '@shared/constants';
import { normaliseSearch } from '@shared/rules/text';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Suggestion } from './suggestions';
import { useSearchNavigation } from './use-search-navigation';

// The suggestions' code arrives when the box is first focused, well before the first suggestion
// can: what finds them (live-suggestions.tsx) and the list that shows them.
const loadLiveSuggestions = () => import('./live-suggestions');
const loadSuggestionList = () => import('./suggestion-list');
const LiveSuggestions = lazy(loadLiveSuggestions);
const SuggestionList = lazy(loadSuggestionList);

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
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const value = normaliseSearch(text);
  const [found, setFound] = useState<Suggestion[]>([]);
  const items = value ? found : [];
  const { search, pick } = useSearchNavigation(category, () => (setOpen(false), onDone?.()));

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
          onFocus={() => (setOpen(true), void loadLiveSuggestions(), void loadSuggestionList())}
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
      {value && (
        <Suspense fallback={null}>
          <LiveSuggestions value={value} onItems={setFound} />
        </Suspense>
      )}
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
