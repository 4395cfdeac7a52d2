import Fastify from 'fastify';
import { serverMessages } from '@shared/messages';
import { ConcurrencyLimit } from '../../../http/concurrency-limit';
import { gateSearches } from './search-gate';

/** A shop whose search answers only when told to, with one search at a time and none waiting. */
async function gatedShop() {
  const app = Fastify();
  app.decorate('metrics', { shedRequests: { inc: () => {} } } as never);
  const answers: (() => void)[] = [];
  gateSearches(app, new ConcurrencyLimit(1, 0));
  const slow = async () => {
    await new Promise<void>((r) => answers.push(r));
    return { ok: true };
  };
  app.get('/api/home/query-products', slow);
  app.get('/api/home/get_search_products', slow);
  await app.ready();
  const answerAll = async () => {
    while (answers.length === 0) await new Promise((r) => setImmediate(r));
    answers.splice(0).forEach((a) => a());
  };
  return { app, answerAll };
}

describe('the search gate', () => {
  it('refuses a search beyond the limit with a clear 503, and lets the next one in once done', async () => {
    const { app, answerAll } = await gatedShop();
    const first = app.inject({ url: '/api/home/query-products?searchValue=kurti' });
    await new Promise((r) => setImmediate(r));
    const refused = await app.inject({ url: '/api/home/get_search_products?value=sar' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toBe(serverMessages.searchBusy);
    expect(refused.headers['retry-after']).toBeDefined();
    await answerAll();
    expect((await first).statusCode).toBe(200);
    const next = app.inject({ url: '/api/home/get_search_products?value=sar' });
    await answerAll();
    expect((await next).statusCode).toBe(200);
    await app.close();
  });

  it('never holds a listing without a search text', async () => {
    const { app, answerAll } = await gatedShop();
    const search = app.inject({ url: '/api/home/query-products?searchValue=shirt' });
    await new Promise((r) => setImmediate(r));
    const browse = app.inject({ url: '/api/home/query-products?category=women&searchValue=' });
    await answerAll();
    await answerAll();
    expect((await browse).statusCode).toBe(200);
    expect((await search).statusCode).toBe(200);
    await app.close();
  });
});
