import { createApiClient } from './api-client';
import { paths, type OperationName } from './paths';

const route = (name: OperationName) => paths[name];

/** A client that records the URLs it fetched and answers every call with `{}`. */
function recording(language?: () => string) {
  const urls: string[] = [];
  const client = createApiClient({
    route,
    fetch: async (url) => {
      urls.push(url);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    },
    ...(language && { language }),
  });
  return { client, urls };
}

describe('the language of a public read', () => {
  it('is named in the URL when it is not English', async () => {
    const { client, urls } = recording(() => 'hi');
    await client.call('getCategories');
    await client.call('queryProducts', { query: { category: 'women', pageNumber: '2' } });
    await client.call('getProductDetail', { params: { slug: 'a-kurti' } });
    expect(urls).toEqual([
      '/api/home/get-categorys?lang=hi',
      '/api/home/query-products?category=women&pageNumber=2&lang=hi',
      '/api/home/get-product/a-kurti?lang=hi',
    ]);
  });

  it('leaves English URLs as they were, and so does a client told no language', async () => {
    const english = recording(() => 'en');
    await english.client.call('getCategories');
    const none = recording();
    await none.client.call('queryProducts', { query: { category: 'women' } });
    expect([...english.urls, ...none.urls]).toEqual([
      '/api/home/get-categorys',
      '/api/home/query-products?category=women',
    ]);
  });
});

describe('the language of every other call', () => {
  const contact = {
    body: { name: 'Asha', email: 'asha@example.in', subject: 'Hi', message: 'Hello there' },
  };

  it("is named in the URL, English too: a write is the page's, whatever the cookie says", async () => {
    for (const language of ['hi', 'en']) {
      const { client, urls } = recording(() => language);
      await client.call('accountInfo');
      await client.call('sendContactMessage', contact);
      await client.call('deleteAddress', { params: { id: 'a1' }, query: { userId: 'u1' } });
      expect(urls).toEqual([
        `/api/customer/me?lang=${language}`,
        `/api/home/contact-message?lang=${language}`,
        `/api/home/customer/delete_address/a1?userId=u1&lang=${language}`,
      ]);
    }
  });

  it('is left out by a client told no language (the service worker delivering changes)', async () => {
    const { client, urls } = recording();
    await client.call('sendContactMessage', contact);
    expect(urls.some((url) => url.includes('lang='))).toBe(false);
  });
});
