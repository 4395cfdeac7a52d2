import { english } from '@shared/said';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40 });
});
afterAll(() => t.close());

const listing = (query: string) => t.app.inject({ url: `/api/home/query-products?${query}` });

describe('a listing of a category the shop does not have', () => {
  it('is a 404 naming the unknown category, not an empty listing', async () => {
    for (const query of ['category=nonexistent', 'category=nonexistent&searchValue=shirt']) {
      const res = await listing(query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toEqual({
        error: english('server_category_not_found'),
        messageKey: 'server_category_not_found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
  });

  it('is a 404 for an unknown subcategory, or one of another category', async () => {
    for (const query of [
      'subcategory=no-such-thing',
      'category=men&subcategory=no-such-thing',
      'category=men&subcategory=mobiles-smartphones',
    ]) {
      const res = await listing(query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toEqual({
        error: english('server_subcategory_not_found'),
        messageKey: 'server_subcategory_not_found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
  });

  it('leaves known categories and subcategories listed, even when nothing matches', async () => {
    for (const query of [
      'category=men',
      'subcategory=mobiles-smartphones',
      'category=mobiles&subcategory=mobiles-smartphones',
      'category=men&lowPrice=99999999',
      '',
    ]) {
      const res = await listing(query);
      expect(res.statusCode, query).toBe(200);
    }
    expect((await listing('category=men&lowPrice=99999999')).json().totalProduct).toBe(0);
  });
});
