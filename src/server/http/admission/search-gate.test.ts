import Fastify from 'fastify';
import { english } from '@shared/said';
import { ConcurrencyLimit } from './concurrency-limit';
import { gateSearches, type SearchGateOptions } from './search-gate';

/** A shop whose searches answer only when told to. */
async function gatedShop(options: Partial<SearchGateOptions> = {}) {
  const app = Fastify();
  const answers: (() => void)[] = [];
  gateSearches(app, { shedRequests: { inc: () => {} } } as never, {
    limit: new ConcurrencyLimit(1, 0),
    restFactor: 0,
    perAddress: 100,
    ...options,
  });
  const slow = async () => {
    await new Promise<void>((r) => answers.push(r));
    return { ok: true };
  };
  let aborts = 0;
  app.addHook('onRequestAbort', async (_request) => void aborts++);
  app.get('/api/home/query-products', slow);
  app.get('/api/home/get_search_products', slow);
  await app.ready();
  const answerAll = async () => {
    while (answers.length === 0) await new Promise((r) => setImmediate(r));
    answers.splice(0).forEach((a) => a());
  };
  const waitingAnswers = () => answers.length;
  return { app, answerAll, waitingAnswers, abortsHeard: () => aborts };
}

const turn = () => new Promise((r) => setImmediate(r));
const search = (app: Awaited<ReturnType<typeof gatedShop>>['app'], from = '127.0.0.1') =>
  app.inject({ url: '/api/home/query-products?searchValue=kurti', remoteAddress: from });

describe('the search gate', () => {
  it('refuses a search beyond the limit with a clear 503, and lets the next one in once done', async () => {
    const { app, answerAll } = await gatedShop();
    const first = app.inject({ url: '/api/home/query-products?searchValue=kurti' });
    await turn();
    const refused = await app.inject({ url: '/api/home/get_search_products?value=sar' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toBe(english('server_search_busy'));
    expect(refused.headers['retry-after']).toBeDefined();
    await answerAll();
    expect((await first).statusCode).toBe(200);
    const next = app.inject({ url: '/api/home/get_search_products?value=sar' });
    await answerAll();
    expect((await next).statusCode).toBe(200);
    await app.close();
  });

  it('knows a search by the route it reaches, however its URL is spelled', async () => {
    const { app, answerAll } = await gatedShop();
    const first = app.inject({ url: '/api/home/query-products?searchValue=kurti' });
    await turn();
    // %2D is "-": the router finds the same route, which a match on the URL's text missed.
    const spelled = await app.inject({ url: '/api/home/query%2Dproducts?searchValue=sar' });
    expect(spelled.statusCode).toBe(503);
    expect(spelled.json().error).toBe(english('server_search_busy'));
    await answerAll();
    expect((await first).statusCode).toBe(200);
    await app.close();
  });

  it('never holds a listing without a search text', async () => {
    const { app, answerAll } = await gatedShop();
    const searching = app.inject({ url: '/api/home/query-products?searchValue=shirt' });
    await turn();
    const browse = app.inject({ url: '/api/home/query-products?category=women&searchValue=' });
    await answerAll();
    await answerAll();
    expect((await browse).statusCode).toBe(200);
    expect((await searching).statusCode).toBe(200);
    await app.close();
  });

  it("refuses one address's searches past its share while another address's still wait their turn", async () => {
    const { app, answerAll } = await gatedShop({
      limit: new ConcurrencyLimit(1, 8),
      perAddress: 2,
    });
    const flood = [search(app, '10.0.0.9'), search(app, '10.0.0.9')];
    await turn();
    const third = await search(app, '10.0.0.9');
    expect(third.statusCode).toBe(503);
    expect(third.json().error).toBe(english('server_search_busy'));
    const shopper = search(app, '10.0.0.7');
    for (let i = 0; i < 3; i++) await answerAll();
    expect((await Promise.all([...flood, shopper])).map((r) => r.statusCode)).toEqual([
      200, 200, 200,
    ]);
    // Answered, the address's share is free again.
    const later = search(app, '10.0.0.9');
    await answerAll();
    expect((await later).statusCode).toBe(200);
    await app.close();
  });

  it('rests each slot as long again as its search took before the next search starts', async () => {
    let clock = 0;
    const pauses: { ms: number; end: () => void }[] = [];
    const { app, answerAll, waitingAnswers } = await gatedShop({
      limit: new ConcurrencyLimit(1, 4),
      restFactor: 1,
      now: () => clock,
      pause: (ms) => new Promise<void>((end) => pauses.push({ ms, end })),
    });
    const first = search(app);
    await turn();
    const second = search(app);
    clock = 30; // the first search took 30 ms
    await answerAll();
    expect((await first).statusCode).toBe(200);
    expect(pauses.map((p) => p.ms)).toEqual([30]);
    await turn();
    expect(waitingAnswers()).toBe(0); // the second has not started: the slot rests
    pauses[0]!.end();
    await answerAll();
    expect((await second).statusCode).toBe(200);
    await app.close();
  });

  it('gives back the slot and the share of a search whose shopper left while it waited', async () => {
    const limit = new ConcurrencyLimit(1, 4);
    const { app, answerAll, waitingAnswers, abortsHeard } = await gatedShop({
      limit,
      perAddress: 2,
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${origin}/api/home/query-products?searchValue=kurti`;
    const first = fetch(url);
    await vi.waitFor(() => expect(waitingAnswers()).toBe(1));
    const leaving = new AbortController();
    const left = fetch(url, { signal: leaving.signal }).catch((error: Error) => error.name);
    // The second is waiting for the first's slot when its shopper goes.
    await vi.waitFor(() => expect(limit.queued).toBe(1));
    leaving.abort();
    expect(await left).toBe('AbortError');
    await vi.waitFor(() => expect(abortsHeard()).toBe(1)); // before the slot comes free
    await answerAll();
    expect((await first).status).toBe(200);
    // Two more from the same address: its share and the slot are free again.
    const next = [fetch(url), fetch(url)];
    for (let i = 0; i < 2; i++) await answerAll();
    expect((await Promise.all(next)).map((r) => r.status)).toEqual([200, 200]);
    await app.close();
  });
});
