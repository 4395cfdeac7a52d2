import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { indexUnsearchableProducts } from './index-repository';
import { asTyped, matchesSearch, parseSearch, withinPrice } from './match-repository';
import { alternativesFor } from './alternatives-repository';
import { popularMatches, type Reading } from './popular-matches-repository';
import { queryProducts } from '../listing-repository';
import { ListingCounts } from '../listing-counts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600 });
});
afterAll(() => t.close());

interface Found {
  name: string;
  subcategoryName: string;
  categorySlug: string;
}
interface Listing {
  totalProduct: number;
  products: Found[];
  didYouMean?: string;
  matchingCategories?: { name: string; slug: string; categorySlug: string }[];
}

/** A search's first page, with `more` query parameters. */
async function get(value: string, more = ''): Promise<Listing> {
  const res = await t.app.inject({
    url: `/api/home/query-products?searchValue=${encodeURIComponent(value)}${more}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Every product a search finds, page after page. */
async function search(value: string): Promise<Listing> {
  const url = (page: number) =>
    `/api/home/query-products?searchValue=${encodeURIComponent(value)}&pageNumber=${page}`;
  const first = (await t.app.inject({ url: url(1) })).json() as Listing & { parPage: number };
  const pages = Math.ceil(first.totalProduct / first.parPage);
  // One page after another, as a shopper turns them: the search gate gives one address only a
  // few searches at once (search-gate.ts).
  const products = [...first.products];
  for (let page = 2; page <= pages; page++)
    products.push(...((await t.app.inject({ url: url(page) })).json() as Listing).products);
  return { ...first, products };
}

/** Names of the seeded products matching a SQL condition on p (products), s (subcategories), c. */
async function namesWhere(condition: ReturnType<typeof sql>): Promise<string[]> {
  const { rows } = await t.db.execute(sql`
    select p.name from products p
    join subcategories s on s.id = p.subcategory_id join categories c on c.id = p.category_id
    where ${condition}`);
  return (rows as { name: string }[]).map((r) => r.name).sort();
}
const names = (l: Listing) => l.products.map((p) => p.name).sort();

describe('search finds what shoppers type', () => {
  it('finds every word in any order, and a saree by either spelling', async () => {
    const silkSaree = await search('silk saree');
    expect(silkSaree.totalProduct).toBeGreaterThan(0);
    expect(names(await search('saree silk'))).toEqual(names(silkSaree));
    expect(silkSaree.products.every((p) => /saree/i.test(p.name))).toBe(true);
    const sarees = await namesWhere(sql`p.name ilike '%saree%'`);
    expect(names(await search('sari'))).toEqual(sarees);
    expect(names(await search('Sarees'))).toEqual(sarees);
  });

  it('finds 5G phones for "mobile 5g", and only them', async () => {
    expect(names(await search('mobile 5g'))).toEqual(
      await namesWhere(sql`s.name = 'Smartphones' and p.name ilike '%5G%'`),
    );
  });

  it('folds t-shirt, tshirt and tee, and lehnga to lehenga', async () => {
    const tees = await namesWhere(sql`p.name ~* '(t-shirt|\\mtee\\M)'`);
    expect(tees.length).toBeGreaterThan(0);
    expect(names(await search('tshirt'))).toEqual(tees);
    expect(names(await search('t shirt'))).toEqual(tees);
    expect(names(await search('lehnga'))).toEqual(await namesWhere(sql`p.name ilike '%lehenga%'`));
  });

  it('takes "for men" as men, and keeps women out', async () => {
    const found = await search('kurta for men');
    expect(found.totalProduct).toBeGreaterThan(0);
    expect(found.products.every((p) => p.categorySlug === 'men' || p.categorySlug === 'kids')).toBe(
      true,
    );
    expect(names(await search('kurta men'))).toEqual(names(found));
  });

  it('knows what Indian shoppers call things: chappal and slippers find flip-flops', async () => {
    for (const word of ['chappal', 'slippers']) {
      const found = await search(word);
      expect(
        found.products.some((p) => /flip flop/i.test(p.name)),
        word,
      ).toBe(true);
    }
  });

  it('reads Hindi as shoppers type it: कुर्ती, साड़ी, चप्पल and जूते find what kurti, saree, chappal and joota do', async () => {
    for (const [hindi, latin] of [
      ['कुर्ती', 'kurti'],
      ['साड़ी', 'saree'],
      ['चप्पल', 'chappal'],
      ['जूते', 'joota'],
      ['महिलाओं के लिए कुर्ती', 'kurti for women'],
    ]) {
      const found = await search(hindi!);
      expect(found.totalProduct, hindi).toBeGreaterThan(0);
      expect(names(found), hindi).toEqual(names(await search(latin!)));
    }
    // joota is what Hinglish calls shoes.
    expect((await search('joota')).products.some((p) => /shoe|sneaker/i.test(p.name))).toBe(true);
  });

  it('lists every kurti, those named Kurti first', async () => {
    const found = await search('kurti');
    const kurtis = await namesWhere(sql`s.name = 'Kurtis'`);
    expect(names(found)).toEqual(expect.arrayContaining(kurtis));
    const named = found.products.map((p) => /kurti\b/i.test(p.name));
    expect(named.indexOf(false)).toBeGreaterThan(0);
    expect(named.lastIndexOf(true)).toBeLessThan(named.indexOf(false));
  });

  it("keeps a kurti women's wear: no men's or children's kurta set answers it", async () => {
    const found = await search('kurti');
    expect(found.products.map((p) => p.categorySlug)).not.toContain('men');
    expect(found.products.map((p) => p.categorySlug)).not.toContain('kids');
    // A kurta is still a kurta, whoever it is for.
    const kurtas = await search('kurta');
    expect(kurtas.products.some((p) => p.categorySlug === 'men')).toBe(true);
    expect(kurtas.products.some((p) => p.subcategoryName === 'Kurtis')).toBe(true);
  });

  it('ranks phones for "phone", and no headphone among them', async () => {
    const found = await search('phone');
    expect(found.totalProduct).toBeGreaterThan(0);
    expect(found.products.every((p) => !/headphone|earphone/i.test(p.name))).toBe(true);
    expect(found.products.every((p) => p.categorySlug === 'mobiles')).toBe(true);
  });

  it('shows the products of the closest spelling, and as typed offers it with its subcategories', async () => {
    const corrected = (await get('samsng')) as Listing & { showingFor?: string };
    expect(corrected.showingFor).toBe('samsung');
    expect(corrected.totalProduct).toBeGreaterThan(0);
    const found = (await get('samsng', '&exact=1')) as Listing & { nearest?: Found[] };
    expect(found.totalProduct).toBe(0);
    expect(found.didYouMean).toBe('samsung');
    // The subcategories holding the most of what "samsung" finds (all of them, in a small shop).
    const { rows } = await t.db.execute(sql`
      select s.name, count(*)::int as n
      from products p join subcategories s on s.id = p.subcategory_id
      where p.search_vector @@ to_tsquery('simple', 'samsung')
      group by s.name order by n desc, s.name limit 4`);
    expect(rows.length).toBeGreaterThan(0);
    expect(found.matchingCategories!.map((c) => c.name)).toEqual(
      (rows as { name: string }[]).map((r) => r.name),
    );
    // And some products of the first of them, in place of unrelated ones.
    expect(found.nearest!.length).toBeGreaterThan(0);
    for (const p of found.nearest!)
      expect(p.subcategoryName).toBe(found.matchingCategories![0]!.name);
  });

  it('answers text that means nothing to text search with nothing, not an error', async () => {
    for (const text of ['for the', `%_'&|!:*()<->`, 'zzzzqqq', 'null']) {
      const res = await t.app.inject({
        url: `/api/home/query-products?searchValue=${encodeURIComponent(text)}`,
      });
      expect(res.statusCode, text).toBe(200);
      expect(res.json().totalProduct, text).toBe(0);
    }
  });
});

describe('a broad search', () => {
  it('lists only its most popular matches up to the cap, says there are more, and ranks those', async () => {
    expect((await search('phone')).totalProduct).toBeGreaterThan(12);
    const capped = await queryProducts(t.db, { searchValue: 'phone' }, new ListingCounts(), 12);
    expect(capped.totalProduct).toBe(12);
    expect('moreProducts' in capped && capped.moreProducts).toBe(true);
    const { rows } = await t.db.execute(sql`
      select p.name from products p
      where p.search_vector @@ to_tsquery('simple', 'phone')
      order by p.rating desc, p.id limit 12`);
    const popular = (rows as { name: string }[]).map((r) => r.name);
    const listed = capped.products.map((p) => p.name);
    expect(popular).toEqual(expect.arrayContaining(listed));
    // Among them, names with the word come first.
    const inName = listed.map((name) => /phone\b/i.test(name));
    expect(inName).toEqual([...inName].sort((a, b) => Number(b) - Number(a)));
  });
});

describe('a broad search with a budget', () => {
  /** The `cap` most popular matches of "phone" within `high`, as the database orders them. */
  async function popularWithin(high: number, cap: number) {
    const { rows } = await t.db.execute(sql`
      select id from products
      where ${matchesSearch(parseSearch('phone')!)} and discounted_price <= ${high}
      order by floor(rating * 20)::int desc, id limit ${cap}`);
    return (rows as { id: string }[]).map((r) => r.id).sort();
  }

  // A narrow budget is read by sorting every match within it, a broad one by popularity pieces
  // (pricedMatches): either way the cap holds the most popular matches within the budget.
  it('lists the most popular matches within it up to the cap, narrow or broad', async () => {
    const { rows } = await t.db.execute(sql`
      select percentile_disc(array[0.1, 0.9]) within group (order by discounted_price) as at
      from products where ${matchesSearch(parseSearch('phone')!)}`);
    const [narrow, broad] = (rows[0] as { at: number[] }).at.map(Number);
    for (const high of [narrow!, broad!]) {
      const capped = await queryProducts(
        t.db,
        { searchValue: `phone under ${high}` },
        new ListingCounts(),
        12,
      );
      const listed = capped.products.map((p) => p._id).sort();
      expect(listed, `under ${high}`).toEqual(await popularWithin(high, 12));
    }
  });
});

describe("a budget's price bands", () => {
  it('are whole on the upper side of a round budget, and all of them without one', () => {
    const phone = parseSearch('phone')!;
    expect(withinPrice(phone, undefined, 500).bands).toEqual([0, 1, 2, 3, 4, 5]);
    expect(withinPrice(phone, 1000, 2000).bands).toEqual([7, 8, 9]);
    expect(withinPrice(phone)).toBe(phone);
  });

  it('name in the index the band the price falls in, at every edge', async () => {
    const search = parseSearch('phone')!;
    const { rows } = await t.db.execute(
      sql`select id from products where ${matchesSearch(search)} limit 1`,
    );
    const { id } = rows[0] as { id: string };
    for (const price of [1, 100, 101, 500, 501, 1000, 1001, 15000, 15001, 500000, 500001]) {
      await t.db.execute(sql`update products set price = ${price}, discount = 0 where id = ${id}`);
      const found = await t.db.execute(sql`
        select id from products where id = ${id} and ${matchesSearch(withinPrice(search, price, price))}`);
      expect(found.rows, `priced ${price}`).toHaveLength(1);
      if (price >= 300_001) continue;
      const above = await t.db.execute(sql`
        select id from products where id = ${id} and ${matchesSearch(withinPrice(search, 300_001))}`);
      expect(above.rows, `priced ${price}, a budget from 3,00,001`).toHaveLength(0);
    }
  });
});

describe('the order of a search', () => {
  /** Every match's id, as the database orders them (the matches are fewer than the cap). */
  async function idsInOrder(words: string, order: ReturnType<typeof sql>) {
    const search = parseSearch(words)!;
    const { rows } = await t.db.execute(sql`
      select id from products where ${matchesSearch(search)} order by ${order}`);
    return (rows as { id: string }[]).map((r) => r.id);
  }
  async function listedIds(words: string, sortPrice?: 'low-to-high' | 'high-to-low') {
    const ids: string[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await queryProducts(
        t.db,
        { searchValue: words, sortPrice, pageNumber },
        new ListingCounts(),
      );
      ids.push(...page.products.map((p) => p._id));
      if (page.products.length === 0 || ids.length >= page.totalProduct) return ids;
    }
  }

  it('is the database order of relevance, ranked in the server from what was read with each match', async () => {
    for (const words of ['jeans', 'phone', 'kurta', 'shoe']) {
      const search = parseSearch(words)!;
      // Every word in the name, then the matches of the subcategory whose item the word names
      // ("phone": Smartphones and Feature Phones before the Mobile Covers), then the rank.
      const expected = await idsInOrder(
        words,
        sql`search_vector @@ to_tsquery('simple', ${search.inName}) desc,
          (select lower(name) from subcategories s where s.id = subcategory_id) like ${`%${words}%`} desc,
          ts_rank(search_vector, to_tsquery('simple', ${search.all})) desc,
          rating desc, review_count desc, id`,
      );
      expect(expected.length, words).toBeGreaterThan(12);
      expect(await listedIds(words), words).toEqual(expected);
    }
  });

  it('is the database order of price when sorted by price', async () => {
    expect(await listedIds('kurta', 'low-to-high')).toEqual(
      await idsInOrder('kurta', sql`discounted_price, id`),
    );
    expect(await listedIds('kurta', 'high-to-low')).toEqual(
      await idsInOrder('kurta', sql`discounted_price desc, id desc`),
    );
  });
});

describe('the best-rated matches', () => {
  const matchesOf = (words: string, reading?: Reading, limit = 15, filters: SQL[] = []) =>
    popularMatches(t.db, parseSearch(words)!, filters, limit, { reading });
  const idsOf = async (...args: Parameters<typeof matchesOf>) =>
    (await matchesOf(...args)).map((m) => m.id);

  // Every way to read them: all the pieces one at a time; one piece, which finds too few, so
  // every match is sorted; the sort at once; and as a search chooses.
  const readings: Record<string, Reading | undefined> = {
    'by slices': { by: 'slices', probed: 16 + 100 },
    'by one slice': { by: 'slices', probed: 1 },
    'by levels': { by: 'levels', probed: 101 },
    'by one level': { by: 'levels', probed: 1 },
    'by sorting': { by: 'sort' },
    'as chosen': undefined,
  };
  const popularFirst = async (words: string) => {
    const { rows } = await t.db.execute(sql`
      select id from products where ${matchesSearch(parseSearch(words)!)}
      order by floor(rating * 20)::int desc, id limit 15`);
    return (rows as { id: string }[]).map((r) => r.id);
  };

  it('are the same, with the same ranks, whichever way they are read', async () => {
    for (const words of ['kurta men', 'phone', 'saree silk', 'shirt']) {
      const sorted = await matchesOf(words, { by: 'sort' });
      expect(sorted.length, words).toBeGreaterThan(0);
      expect(
        sorted.map((m) => m.id),
        words,
      ).toEqual(await popularFirst(words));
      for (const [way, reading] of Object.entries(readings))
        expect(await matchesOf(words, reading), `${words} ${way}`).toEqual(sorted);
    }
  });

  it('take the last piece read in id order, not the order the index returned it in', async () => {
    // A piece holding more matches than are asked for: the ones kept are its first by id.
    const { rows } = await t.db.execute(sql`
      select floor(rating * 20)::int as r from products where ${matchesSearch(parseSearch('shirt')!)}
      group by 1 having count(*) > 3 order by 1 desc limit 1`);
    const r = (rows[0] as { r: number }).r;
    const inLevel = await t.db.execute(sql`
      select id from products where ${matchesSearch(parseSearch('shirt')!)} and floor(rating * 20)::int = ${r}
      order by id`);
    const ids = (inLevel.rows as { id: string }[]).map((row) => row.id);
    const level = [sql`floor(rating * 20)::int = ${r}`];
    for (const by of ['slices', 'levels'] as const)
      expect(await idsOf('shirt', { by, probed: 101 * 16 }, 3, level), by).toEqual(ids.slice(0, 3));
  });

  it('as a sample, are as many, from the same popularity levels', async () => {
    const levelsOf = async (ids: string[]) => {
      const { rows } = await t.db.execute(sql`
        select floor(rating * 20)::int as level from products
        where id = any(${`{${ids.join(',')}}`}::uuid[]) order by 1`);
      return rows;
    };
    for (const words of ['phone', 'kurta', 'saree silk']) {
      const search = parseSearch(words)!;
      const exact = await popularMatches(t.db, search, [], 15);
      const sample = await popularMatches(t.db, search, [], 15, { exact: false });
      expect(sample.length, words).toBe(exact.length);
      expect(await levelsOf(sample.map((m) => m.id)), words).toEqual(
        await levelsOf(exact.map((m) => m.id)),
      );
    }
  });

  it('are none for words that never meet, or a made-up word, every way', async () => {
    for (const words of ['saree laptop', 'qzxvbn'])
      for (const [way, reading] of Object.entries(readings))
        expect(await idsOf(words, reading), `${words} ${way}`).toEqual([]);
  });
});

describe('suggestions', () => {
  const suggest = async (value: string) =>
    (
      (
        await t.app.inject({
          url: `/api/home/get_search_products?value=${encodeURIComponent(value)}`,
        })
      ).json() as {
        homeSearch: { subcategories: string[]; products: { name: string }[] };
      }
    ).homeSearch;

  it('match a word anywhere in the name as it is typed', async () => {
    const { products } = await suggest('kurt');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => /\bkurt/i.test(p.name))).toBe(true);
    expect(products.some((p) => !/^kurt/i.test(p.name))).toBe(true);
  });

  it('name the subcategories, spelled either way', async () => {
    expect((await suggest('tshirt')).subcategories).toContain('T-Shirts');
    expect((await suggest('kurt')).subcategories).toEqual(
      expect.arrayContaining(['Kurtas', 'Kurtis']),
    );
  });

  it('read the last word as the start of a word, and never as tsquery syntax', async () => {
    const typed = asTyped(parseSearch('kurta m')!);
    expect(typed.all).toBe('kurta & m:*');
    expect(typed.inName).toBe('kurta:A & m:*A');
    // Matched through the index's word starts, the same products as a prefix query finds.
    const { rows } = await t.db.execute(sql`
      select count(*)::int as n from products where ${matchesSearch(typed)}`);
    const prefix = await t.db.execute(sql`
      select count(*)::int as n from products where search_vector @@ to_tsquery('simple', 'kurta & m:*')`);
    expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
    expect(rows).toEqual(prefix.rows);
    // A word of tsquery syntax is matched as written: nothing.
    expect((await suggest("wat'|x")).products).toEqual([]);
  });

  it('suggest sunglasses for "sunglasses", never glass sets, screen guards or dinnerware', async () => {
    for (const typed of ['sunglasses', 'sunglas', 'chasma', 'चश्मा']) {
      const { subcategories, products } = await suggest(typed);
      expect(products.length, typed).toBeGreaterThan(0);
      expect(
        products.every((p) => /Sunglasses|Eyeglass Frame/.test(p.name)),
        typed,
      ).toBe(true);
      expect(subcategories, typed).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/Screen Guards|Dinnerware/)]),
      );
    }
    expect((await suggest('sunglasses')).products.every((p) => /Sunglasses/.test(p.name))).toBe(
      true,
    );
  });

  it('tolerate a typo', async () => {
    const { products } = await suggest('samsng');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.name.startsWith('Samsung'))).toBe(true);
  });
});

describe('the search index', () => {
  it('makes the documents of products without one, and their words known again', async () => {
    await t.db.execute(sql`update products set search_name = '' where name ilike 'samsung%'`);
    await t.db.execute(sql`delete from search_terms where term = 'samsung'`);
    expect((await get('samsung', '&exact=1')).totalProduct).toBe(0);
    const indexed = await indexUnsearchableProducts(t.db);
    const samsungs = await namesWhere(sql`p.name ilike 'samsung%'`);
    expect(indexed).toBe(samsungs.length);
    expect(names(await search('samsung'))).toEqual(samsungs);
    expect((await get('samsng', '&exact=1')).didYouMean).toBe('samsung');
  });
});

describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
  'the connection a search runs on',
  () => {
    // JIT compiled a plan whose estimate was far off for 150-190 ms, for a few milliseconds of work.
    it('has no JIT', async () => {
      const { rows } = await t.db.execute(sql`show jit`);
      expect((rows[0] as { jit: string }).jit).toBe('off');
    });
  },
);

describe('the alternatives of a search that found nothing', () => {
  it('ask no search twice: without an audience word the broader one is the spelled one', async () => {
    const asked: string[] = [];
    const dialect = (t.db as unknown as { dialect: { sqlToQuery: (q: SQL) => unknown } }).dialect;
    const original = t.db.execute.bind(t.db);
    const execute = vi.spyOn(t.db, 'execute').mockImplementation(((query: SQL) => {
      asked.push(JSON.stringify(dialect.sqlToQuery(query)));
      return original(query);
    }) as typeof t.db.execute);
    try {
      // Spelled "saree laptop": known words that no product has together.
      const found = await alternativesFor(t.db, parseSearch('sareee laptopp')!);
      expect(found).toEqual({ matchingCategories: [] });
    } finally {
      execute.mockRestore();
    }
    expect(asked.some((q) => q.includes('saree & laptop'))).toBe(true);
    expect(asked).toEqual([...new Set(asked)]);
  });
});
