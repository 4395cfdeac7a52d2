import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Match, ParsedSearch } from './match-repository';
import {
  firstSlice,
  popularMatches,
  readsBySlices,
  type PieceMatch,
} from './popular-matches-repository';
import { fewEnoughToSort } from './reading-choice';

/** A search with a price bound (the listing's own, or a budget read in its words). */
export interface PricedSearch {
  /** The search's words, without price bands: what the slider's range is read with. */
  search: ParsedSearch;
  /** The same within the budget's price bands (withinPrice). */
  within: ParsedSearch;
  /** The listing's and the text's filters but the price; `filters` with the price check too. */
  unpricedFilters: SQL[];
  filters: SQL[];
  inPrice: (m: Match) => boolean;
  cap: number;
  /** How many products have the search's rarest word (null: a word the vocabulary lacks). */
  fewest: number | null;
}

/** The search without its price bands. */
export const unbanded = ({ bands: _bands, ...search }: ParsedSearch): ParsedSearch => search;

/**
 * The matches within the price, read through the bands. A piece within the bands is read whole
 * in the index, so when the words are rare ("realme phone under 15000") the pieces would read
 * most of the budget's products to find the cap: the matches within the budget, at most the
 * rarest word's products times the `share` within it, are then few enough to sort. When every
 * match is (`fewest` itself few enough), they are sorted without the bands: the price check alone
 * keeps to the budget, and the bands only made the index gather every product of each band to
 * meet them (8.9 ms with them, 4.8 without, at a million products).
 */
function withinPrice(
  db: Db,
  s: PricedSearch,
  share: number,
  first?: PieceMatch[],
): Promise<Match[]> {
  const { within, filters, cap, fewest } = s;
  if (fewest === null || !fewEnoughToSort(fewest * share, cap))
    return popularMatches(db, within, filters, cap + 1, first && { first });
  const search = fewEnoughToSort(fewest, cap) ? unbanded(within) : within;
  return popularMatches(db, search, filters, cap + 1, { reading: { by: 'sort' } });
}

/** The matches within the price, from the most popular ones without it, or read again. */
function fromUnpriced(db: Db, s: PricedSearch, unpriced: Match[]): Promise<Match[]> | Match[] {
  const first = unpriced.filter(s.inPrice);
  if (unpriced.length <= s.cap || first.length === unpriced.length) return first;
  return withinPrice(db, s, first.length / unpriced.length);
}

/**
 * A priced search's cap + 1 most popular matches without its price (`unpriced`: the slider's
 * range) and within it (`matches`). Those of `unpriced` within the price are also the first
 * matches within it, in order: when `unpriced` holds every match, or is within the price whole,
 * they are the answer; otherwise the search is read again within the budget's price bands (see
 * withinPrice): the index then meets the words, the popularity pieces and the budget together,
 * and reads only rows within it, however few of the popular matches a narrow budget keeps
 * ("kurti 500 se kam"). When the first slice says the matches fill the cap ("saree below 1000"),
 * `unpriced` cannot hold them all, so the two reads run side by side on two connections, the
 * share within the price taken from the first slice: read one after the other, the slider's
 * range was a third of such a search's time.
 */
export async function pricedMatches(
  db: Db,
  s: PricedSearch,
): Promise<{ unpriced: Match[]; matches: Match[] }> {
  const limit = s.cap + 1;
  const unpricedOf = async (read: Parameters<typeof popularMatches>[4]) => {
    const unpriced = await popularMatches(db, s.search, s.unpricedFilters, limit, read);
    return { unpriced, matches: await fromUnpriced(db, s, unpriced) };
  };
  if (fewEnoughToSort(s.fewest, s.cap)) return unpricedOf({ reading: { by: 'sort' } });
  const first = await firstSlice(db, s.search, s.unpricedFilters, limit);
  if (!readsBySlices(first, limit)) return unpricedOf({ first });
  // Read whole (fewer than the limit), the first slice's matches within the price are the first
  // slice of the search within its bands: that read starts from them instead of asking again.
  const firstWithin = first.filter(s.inPrice);
  const [unpriced, matches] = await Promise.all([
    popularMatches(db, s.search, s.unpricedFilters, limit, { first }),
    withinPrice(
      db,
      s,
      firstWithin.length / first.length,
      first.length < limit ? firstWithin : undefined,
    ),
  ]);
  return { unpriced, matches };
}
