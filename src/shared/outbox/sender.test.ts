import 'fake-indexeddb/auto';
import { isRetryableStatus, MAX_CHANGES_PER_REQUEST } from '../api/change-rules';
import type { QueuedChange } from '../api/changes';
import { ApiError, type ApiAnswer, type ApiClient } from '../api/api-client';
import type { OperationName } from '../api/paths';
import { provisionalCartLineId, type CartChange, type ShopChange } from '../rules/pending-changes';
import { createSender } from './sender';
import { addRecord, dropOthers, readRecords, type OutboxRecord } from './store';

const add = (productId: string): CartChange => ({
  area: 'cart',
  kind: 'add',
  payload: {
    productId,
    variantId: null,
    quantity: 1,
    preview: {
      _id: provisionalCartLineId(productId, null),
      quantity: 1,
      productId,
      variantId: null,
      sellerId: 's',
      shopName: 'S',
      productInfo: {
        name: productId,
        slug: productId,
        brand: null,
        images: [],
        price: 100,
        discount: 0,
        discountedPrice: 100,
        stock: 5,
        color: null,
        ram: null,
        storage: null,
        size: null,
      },
    },
  },
});
const inc = (lineId: string, productId: string): ShopChange => ({
  area: 'cart',
  kind: 'inc',
  payload: { lineId, productId, variantId: null },
});
const wish = (productId: string): ShopChange => ({
  area: 'wishlist',
  kind: 'remove',
  payload: { wishlistId: `w-${productId}`, productId },
});

/**
 * A fake API: records every change it is sent (one by one, or several in a `sendChanges`
 * request, which it answers change by change as the server does); `answer` may throw an ApiError.
 */
function fakeApi(
  answer: (name: OperationName, body: unknown) => unknown = () => ({
    message: 'ok',
    cartLineId: 'line-1',
    wishlistId: 'w-1',
  }),
) {
  const calls: {
    name: OperationName;
    key: string | undefined;
    params?: object;
  }[] = [];
  const requests: number[] = [];
  async function answerChanges(changes: QueuedChange[]) {
    requests.push(changes.length);
    const results: { status: number; body: unknown }[] = [];
    for (const change of changes) {
      calls.push({ name: change.operation, key: change.key, params: change.params });
      try {
        results.push({ status: 200, body: await answer(change.operation, change.body) });
      } catch (error) {
        const { status, message, messageKey } = error as ApiError;
        // No connection: the request itself fails.
        if (status === 0) throw error;
        results.push({ status, body: { error: message, ...(messageKey && { messageKey }) } });
        if (isRetryableStatus(status)) break;
      }
    }
    return { results };
  }
  const api: ApiClient = {
    async call<K extends OperationName>(
      name: K,
      options: { params?: object; body?: unknown; headers?: Record<string, string> } = {},
    ) {
      if (name === 'sendChanges')
        return (await answerChanges(
          (options.body as { changes: QueuedChange[] }).changes,
        )) as ApiAnswer<K>;
      calls.push({ name, key: options.headers?.['Idempotency-Key'], params: options.params });
      // The fake answers what each test says the server would.
      return answer(name, options.body) as ApiAnswer<K>;
    },
  };
  return { send: createSender(api), calls, requests };
}

beforeEach(async () => {
  // Nobody signed in: every record goes.
  await dropOthers(null);
});

describe('the outbox store', () => {
  it('keeps one record per change, oldest first, with key, shopper, time, attempts and last error', async () => {
    await addRecord(add('p1'), 'u1', 'key-1', 1000);
    await addRecord(inc('l1', 'p1'), 'u1', 'key-2', 1000);
    await addRecord(wish('p2'), 'u2', 'key-3', 999);
    const all = await readRecords();
    expect(all.map((r) => r.key)).toEqual(['key-3', 'key-1', 'key-2']);
    expect(all[1]).toMatchObject({
      area: 'cart',
      kind: 'add',
      shopperId: 'u1',
      createdAt: 1000,
      attempts: 0,
      lastError: null,
    });
    await dropOthers('u1');
    expect((await readRecords()).map((r) => r.shopperId)).toEqual(['u1', 'u1']);
  });
});

describe('sending the outbox', () => {
  it('sends the shopper’s records in order, each once with its key, and removes each after its answer', async () => {
    const a = await addRecord(add('p1'), 'u1');
    const b = await addRecord(inc(provisionalCartLineId('p1', null), 'p1'), 'u1');
    const c = await addRecord(wish('p2'), 'u1');
    const theirs = await addRecord(wish('p9'), 'u2');
    const api = fakeApi();
    const result = await api.send(() => 'u1');
    // The raise queued behind the offline add goes with the id the add answered.
    expect(api.calls).toEqual([
      { name: 'addToCart', key: a.key, params: undefined },
      { name: 'quantityInc', key: b.key, params: { id: 'line-1' } },
      { name: 'deleteWishlistItem', key: c.key, params: { id: 'w-p2' } },
    ]);
    expect(result).toMatchObject({ waiting: null, refused: [], lastMessage: { message: 'ok' } });
    expect(result.synced.map((r) => r.id)).toEqual([a.id, b.id, c.id]);
    expect((await readRecords()).map((r) => r.id)).toEqual([theirs.id]);
    // A second run (another tab that waited for the lock) finds nothing to send.
    const again = fakeApi();
    await again.send(() => 'u1');
    expect(again.calls).toEqual([]);
  });

  it('a chat message goes to send-message-to-seller once with its key; the stored message comes back for the thread', async () => {
    const sellerId = '22222222-2222-4222-8222-222222222222';
    const r = await addRecord(
      { area: 'chat', kind: 'send', payload: { sellerId, text: 'Is it in stock?', name: 'Asha' } },
      'u1',
    );
    const stored = {
      _id: 'm1',
      senderId: 'u1',
      senderName: 'Asha',
      receverId: sellerId,
      message: 'Is it in stock?',
      image: null,
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    const bodies: unknown[] = [];
    const api = fakeApi((_name, body) => (bodies.push(body), { message: stored }));
    const result = await api.send(() => 'u1');
    expect(api.calls).toEqual([{ name: 'sendMessageToSeller', key: r.key, params: undefined }]);
    expect(bodies).toEqual([{ userId: 'u1', text: 'Is it in stock?', sellerId, name: 'Asha' }]);
    expect(result).toMatchObject({ chatMessages: [stored], lastMessage: null, waiting: null });
    expect(result.synced.map((x) => x.id)).toEqual([r.id]);
    expect(await readRecords()).toEqual([]);
  });

  it('a queued message about a product sends only its id: the server reads the product itself', async () => {
    const sellerId = '22222222-2222-4222-8222-222222222222';
    const product = {
      _id: '44444444-4444-4444-8444-444444444444',
      name: 'Banarasi Silk Saree',
      slug: 'banarasi-silk-saree',
      image: null,
      price: 13500,
    };
    await addRecord(
      {
        area: 'chat',
        kind: 'send',
        payload: { sellerId, text: 'Is this available?', name: 'Asha', product },
      },
      'u1',
    );
    const bodies: unknown[] = [];
    const api = fakeApi((_name, body) => (bodies.push(body), { message: { _id: 'm1' } }));
    await api.send(() => 'u1');
    expect(bodies).toStrictEqual([
      { userId: 'u1', text: 'Is this available?', sellerId, name: 'Asha', productId: product._id },
    ]);
  });

  it('a refusal drops that change and says why; the next ones still go', async () => {
    await addRecord(inc('l1', 'p1'), 'u1');
    await addRecord(inc('l2', 'p2'), 'u1');
    const api = fakeApi((name) => {
      if (api.calls.length === 1)
        throw new ApiError('Out of stock', 409, 'CONFLICT', undefined, 'account_out_of_stock');
      return { message: `${name} done` };
    });
    const result = await api.send(() => 'u1');
    // The refusal goes on by its key: the tab that shows it writes it in its page's language.
    expect(result.refused.map((r) => r.message)).toEqual([
      { message: 'Out of stock', messageKey: 'account_out_of_stock' },
    ]);
    expect(result.synced).toHaveLength(1);
    expect(await readRecords()).toEqual([]);
  });

  it('no connection, a server error or an expired session keep the change waiting, with the attempt noted', async () => {
    const r = await addRecord(inc('l1', 'p1'), 'u1');
    for (const [status, waiting] of [
      [0, 'offline'],
      [503, 'offline'],
      [429, 'slowed-down'],
      [401, 'signed-out'],
    ] as const) {
      const api = fakeApi(() => {
        throw new ApiError(`failed ${status}`, status);
      });
      expect((await api.send(() => 'u1')).waiting).toBe(waiting);
    }
    expect(await readRecords()).toEqual([{ ...r, attempts: 4, lastError: 'failed 401' }]);
  });

  it('gives up a call that never answers, so the lock every sender shares is not held: the change waits', async () => {
    const r = await addRecord(inc('l1', 'p1'), 'u1');
    const hanging: ApiClient = {
      call: (_name, options = {}) =>
        new Promise((_, reject) =>
          options.signal?.addEventListener('abort', () => reject(options.signal!.reason)),
        ),
    };
    const result = await createSender(hanging, 50)(() => 'u1');
    expect(result.waiting).toBe('offline');
    expect(await readRecords()).toEqual([
      { ...r, attempts: 1, lastError: expect.stringMatching(/timeout/i) },
    ]);
  });

  it('sends in the same run a change queued while it runs', async () => {
    await addRecord(inc('l1', 'p1'), 'u1');
    const queued: OutboxRecord[] = [];
    const api = fakeApi(async () => {
      // The shopper makes another change while the first one is on its way.
      if (api.calls.length === 1) queued.push(await addRecord(wish('p3'), 'u1'));
      return { message: 'ok' };
    });
    const result = await api.send(() => 'u1');
    expect(api.calls.map((c) => c.name)).toEqual(['quantityInc', 'deleteWishlistItem']);
    expect(api.calls[1]!.key).toBe(queued[0]!.key);
    expect(result.synced).toHaveLength(2);
    expect(await readRecords()).toEqual([]);
  });

  it('stops sending a shopper’s changes dropped while it runs (another shopper signed in)', async () => {
    // One request's worth goes; the changes after it are read again before the next request.
    for (let i = 0; i <= MAX_CHANGES_PER_REQUEST; i++) await addRecord(inc(`l${i}`, 'p1'), 'u1');
    const api = fakeApi(async () => {
      if (api.calls.length === 1) await dropOthers('u2');
      return { message: 'ok' };
    });
    const result = await api.send(() => 'u1');
    expect(api.requests).toEqual([MAX_CHANGES_PER_REQUEST]);
    expect(result.synced).toHaveLength(MAX_CHANGES_PER_REQUEST);
    expect(await readRecords()).toEqual([]);
  });

  it('sends several changes to a request, in order, and an add’s raise after the add’s answer', async () => {
    const made: OutboxRecord[] = [];
    for (let i = 0; i < 45; i++) made.push(await addRecord(inc(`l${i}`, 'p1'), 'u1'));
    const api = fakeApi();
    await api.send(() => 'u1');
    expect(api.requests).toEqual([MAX_CHANGES_PER_REQUEST, MAX_CHANGES_PER_REQUEST, 5]);
    expect(api.calls.map((c) => c.key)).toEqual(made.map((r) => r.key));

    // The raise needs the line's id, which only the add's answer gives: it goes in the next request.
    await addRecord(add('p2'), 'u1');
    await addRecord(inc(provisionalCartLineId('p2', null), 'p2'), 'u1');
    await addRecord(wish('p3'), 'u1');
    const next = fakeApi();
    await next.send(() => 'u1');
    expect(next.requests).toEqual([1, 2]);
    expect(next.calls.map((c) => c.name)).toEqual([
      'addToCart',
      'quantityInc',
      'deleteWishlistItem',
    ]);
  });

  it('an answer meaning "later" partway: the changes before it are done, it and the rest wait', async () => {
    const [a, b, c] = [
      await addRecord(inc('l1', 'p1'), 'u1'),
      await addRecord(inc('l2', 'p1'), 'u1'),
      await addRecord(inc('l3', 'p1'), 'u1'),
    ];
    const api = fakeApi(() => {
      if (api.calls.length === 2) throw new ApiError('Busy', 503, 'UNAVAILABLE');
      return { message: 'ok' };
    });
    const result = await api.send(() => 'u1');
    expect(result.waiting).toBe('offline');
    expect(result.synced.map((r) => r.id)).toEqual([a!.id]);
    expect(await readRecords()).toEqual([{ ...b!, attempts: 1, lastError: 'Busy' }, c]);
  });

  it('a request the server does not take (an older server without it) drops nothing', async () => {
    const r = await addRecord(inc('l1', 'p1'), 'u1');
    const oldServer: ApiClient = {
      call: () => Promise.reject(new ApiError('No such route', 404, 'NOT_FOUND')),
    };
    const result = await createSender(oldServer)(() => 'u1');
    expect(result).toMatchObject({ waiting: 'offline', refused: [], synced: [] });
    expect(await readRecords()).toEqual([{ ...r, attempts: 1, lastError: 'No such route' }]);
  });

  it('an answer that settles no change is not taken as one: the changes wait, no request again at once', async () => {
    const r = await addRecord(inc('l1', 'p1'), 'u1');
    let requests = 0;
    const odd: ApiClient = {
      call: async <K extends OperationName>() => (requests++, { results: [] }) as ApiAnswer<K>,
    };
    const result = await createSender(odd)(() => 'u1');
    expect(result.waiting).toBe('offline');
    expect(requests).toBe(1);
    expect(await readRecords()).toEqual([{ ...r, attempts: 1, lastError: expect.any(String) }]);
  });

  it('sends nothing for nobody signed in, and nothing of another shopper', async () => {
    await addRecord(inc('l1', 'p1'), 'u2');
    const api = fakeApi();
    expect((await api.send(() => null)).waiting).toBe('signed-out');
    expect((await api.send(() => 'u1')).synced).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(await readRecords()).toHaveLength(1);
  });
});

describe('a cancel made offline', () => {
  const cancel = {
    area: 'order' as const,
    kind: 'cancel' as const,
    payload: { orderId: 'OD7', sellerId: 's-1', reason: 'other' as const },
  };

  it('is sent once, as cancelOrder with its first attempt’s key and body, and then removed', async () => {
    const record = await addRecord(cancel, 'u1', 'cancel-key-1');
    const bodies: unknown[] = [];
    const api = fakeApi((_name, body) => {
      bodies.push(body);
      return { orderId: 'OD7', order_status: 'placed', refund: 300 };
    });
    const result = await api.send(() => 'u1');
    expect(api.calls).toEqual([{ name: 'cancelOrder', key: record.key, params: undefined }]);
    expect(bodies).toEqual([{ orderId: 'OD7', sellerId: 's-1', reason: 'other' }]);
    expect(result.synced.map((r) => r.key)).toEqual(['cancel-key-1']);
    expect(await readRecords()).toEqual([]);
    await api.send(() => 'u1');
    expect(api.calls).toHaveLength(1);
  });

  it('a refusal (it shipped meanwhile) is reported, not swallowed, and not sent again', async () => {
    await addRecord(cancel, 'u1', 'cancel-key-2');
    const api = fakeApi(() => {
      throw new ApiError('This item has shipped and can no longer be cancelled', 409, 'CONFLICT');
    });
    const result = await api.send(() => 'u1');
    expect(result.refused.map((r) => r.message.message)).toEqual([
      'This item has shipped and can no longer be cancelled',
    ]);
    expect(await readRecords()).toEqual([]);
  });

  it('waits, kept, while there is no connection', async () => {
    await addRecord(cancel, 'u1', 'cancel-key-3');
    const api = fakeApi(() => {
      throw new ApiError('offline', 0);
    });
    expect((await api.send(() => 'u1')).waiting).toBe('offline');
    expect((await readRecords()).map((r) => r.key)).toEqual(['cancel-key-3']);
  });
});
