import { Price } from '@/components/price';
import { truncateSuggestion } from '@shared/rules/text';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Suggestion } from './suggestions';

// Loaded when the search box is first focused (search-box.tsx): no first paint needs it.
export default function SuggestionList({
  items,
  active,
  onPick,
}: {
  items: Suggestion[];
  active: number;
  onPick: (s: Suggestion) => void;
}) {
  const popular = items.filter((s) => s.kind === 'subcategory');
  const products = items.filter((s) => s.kind === 'product');
  const option = (s: Suggestion, index: number) => (
    <li
      key={`${s.kind}-${s.name}-${index}`}
      id={`suggestion-${index}`}
      role="option"
      aria-selected={index === active}
      onMouseDown={(e) => (e.preventDefault(), onPick(s))}
      className={`flex cursor-pointer justify-between gap-3 px-3 py-2 text-sm ${index === active ? 'bg-teal-50' : 'hover:bg-slate-50'}`}
    >
      <span>{s.kind === 'product' ? truncateSuggestion(s.name) : s.name}</span>
      {s.kind === 'product' && (
        // As the cards show it: the price paid first, the MRP struck through after it.
        <span className="whitespace-nowrap">
          <Price price={s.price} discountedPrice={s.discountedPrice} />
        </span>
      )}
    </li>
  );
  return (
    <ul role="listbox" id="search-suggestions" className="max-h-96 overflow-auto bg-white py-1">
      {popular.length > 0 && (
        <li
          role="presentation"
          className="px-3 pt-2 text-xs font-semibold uppercase text-slate-500"
        >
          {m.search_popular()}
        </li>
      )}
      {popular.map((s, i) => option(s, i))}
      {products.length > 0 && (
        <li
          role="presentation"
          className="px-3 pt-2 text-xs font-semibold uppercase text-slate-500"
        >
          {m.search_products()}
        </li>
      )}
      {products.map((s, i) => option(s, popular.length + i))}
    </ul>
  );
}
