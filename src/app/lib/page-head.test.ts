import { currentHead, pageHead } from './page-head';
import { shopNameOf } from './shop-name';

describe("a page's head", () => {
  it("names the shop it is given in the title, the link preview's title and its site name", () => {
    const screen = pageHead({ title: 'Cart', description: 'Your cart' });
    const head = currentHead([{ meta: [] }, { meta: screen.meta }], 'Chowk Mart');
    expect(head.title).toBe('Cart - Chowk Mart');
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'Cart - Chowk Mart' });
    expect(head.meta).toContainEqual({ property: 'og:site_name', content: 'Chowk Mart' });
    expect(JSON.stringify(head)).not.toContain('Bazaar');
  });

  it('says nothing when no route says anything', () => {
    expect(currentHead([{ meta: [] }], 'Chowk Mart')).toEqual({
      title: null,
      meta: [],
      jsonLd: [],
    });
  });
});

describe("the tab's shop name", () => {
  afterEach(() => document.head.querySelector('meta[name="application-name"]')?.remove());

  it("is the one the server wrote into the page's application-name", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="application-name" content="Chowk Mart" />',
    );
    expect(shopNameOf(document)).toBe('Chowk Mart');
  });

  it('is the default name in a page without one (the dev server, an old cached shell)', () => {
    expect(shopNameOf(document)).toBe('Bazaar');
  });
});
