import { SHOPPER_QUERIES } from '../../../../../tests/bench/search';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600 });
});
afterAll(() => t.close());

async function read<T>(url: string): Promise<T> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

const suggestionsFor = (text: string, lang: string) =>
  read<{ homeSearch: { subcategories: string[]; products: { name: string }[] } }>(
    `/api/home/get_search_products?value=${encodeURIComponent(text)}&lang=${lang}`,
  );
const totalFor = async (text: string, lang: string) =>
  (
    await read<{ totalProduct: number }>(
      `/api/home/query-products?searchValue=${encodeURIComponent(text)}&lang=${lang}`,
    )
  ).totalProduct;

/**
 * What the bench types, keystroke by keystroke as the bench does (each query without its last
 * two letters, then whole), and the prefixes of the issue: wherever the box suggests something,
 * pressing Search, or picking a Popular Search, finds at least one product.
 */
const PREFIXES = [
  ...SHOPPER_QUERIES.flatMap((q) => [q.slice(0, -2), q]),
  'saree for wed',
  'sunglas',
  'kurti set with dup',
  'realme phone under 15',
];

describe('suggestions keep their promise', () => {
  it.each(['en', 'hi'])(
    'in %s: every suggested search and Popular Search finds products',
    async (lang) => {
      const broken: string[] = [];
      let suggested = 0;
      for (const prefix of PREFIXES) {
        const { subcategories, products } = (await suggestionsFor(prefix, lang)).homeSearch;
        if (subcategories.length + products.length === 0) continue;
        suggested++;
        if ((await totalFor(prefix, lang)) === 0) broken.push(`Search "${prefix}"`);
        for (const name of subcategories)
          if ((await totalFor(name, lang)) === 0)
            broken.push(`"${prefix}" -> Popular Search ${name}`);
      }
      expect(suggested).toBeGreaterThan(50);
      expect(broken).toEqual([]);
    },
  );
});
