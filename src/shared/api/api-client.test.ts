import { SAVED_ANSWER_HEADER } from '../saved-answer-header';
import { ApiError, createApiClient } from './api-client';
import { paths, type OperationName } from './paths';

const route = (name: OperationName) => paths[name];

describe('createApiClient', () => {
  it("keeps a failed call's request id, from the error body or else the header", async () => {
    const failing = (body: object, headers: Record<string, string> = {}) =>
      createApiClient({
        route,
        fetch: async () =>
          new Response(JSON.stringify(body), {
            status: 404,
            headers: { 'content-type': 'application/json', ...headers },
          }),
      });
    const fromBody = await failing({
      error: 'Product not found',
      code: 'NOT_FOUND',
      requestId: 'abc123',
    })
      .call('getProductDetail', { params: { slug: 'x' } })
      .catch((error: unknown) => error);
    expect(fromBody).toBeInstanceOf(ApiError);
    expect(fromBody).toMatchObject({
      message: 'Product not found',
      status: 404,
      requestId: 'abc123',
    });
    const fromHeader = await failing({ error: 'Gone' }, { 'x-request-id': 'def456' })
      .call('getProductDetail', { params: { slug: 'x' } })
      .catch((error: unknown) => error);
    expect(fromHeader).toMatchObject({ requestId: 'def456' });
  });

  it("counts the server's answers as reaching it, and not an answer the service worker kept", async () => {
    const reached: boolean[] = [];
    const answering = (headers: Record<string, string>) =>
      createApiClient({
        route,
        fetch: async () =>
          new Response(JSON.stringify({ categorys: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json', ...headers },
          }),
        onReachable: (reachable) => reached.push(reachable),
      });
    await answering({}).call('getCategories', {});
    await answering({ [SAVED_ANSWER_HEADER]: '1' }).call('getCategories', {});
    expect(reached).toEqual([true]);
    // A failure says when its call was sent: one sent before the connection came back is old news.
    let failedAt = 0;
    let sentAt = 0;
    const failing = createApiClient({
      route,
      fetch: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        failedAt = Date.now();
        return Promise.reject(new TypeError('offline'));
      },
      onReachable: (reachable, sent) => (reached.push(reachable), (sentAt = sent)),
    });
    const before = Date.now();
    await failing.call('getCategories', {}).catch(() => undefined);
    expect(reached).toEqual([true, false]);
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThan(failedAt);
  });

  it('says a call whose route table cannot be loaded cannot reach the server, and sends nothing', async () => {
    const reached: boolean[] = [];
    const fetch = vi.fn();
    const failed = await createApiClient({
      route: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      fetch,
      onReachable: (reachable) => reached.push(reachable),
    })
      .call('getCategories')
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 0, isNetworkError: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(reached).toEqual([false]);
  });
});
