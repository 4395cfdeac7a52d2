import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import type { OutboxRecord } from '@shared/outbox/store';
import { notify } from '@/lib/notify';
import { showSummary, summaryText } from './sync-summary';

vi.mock('@/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const record = (id: string, area: OutboxRecord['area'] = 'cart') => ({ id, area }) as OutboxRecord;

describe('one toast per replay', () => {
  it('a single change shows the server’s own message', () => {
    expect(
      summaryText({
        synced: [record('a')],
        lastMessage: 'Product added to cart',
        refused: [],
        chatMessages: [],
      }),
    ).toEqual({ text: 'Product added to cart', ok: true });
  });

  it('a cancel sent from the outbox says the order was cancelled', () => {
    expect(
      summaryText({
        synced: [record('a', 'order')],
        lastMessage: null,
        refused: [],
        chatMessages: [],
      }),
    ).toEqual({ text: 'Order cancelled', ok: true });
  });

  it('several say how many synced, with a line per refusal', () => {
    const synced = ['a', 'b', 'c', 'd'].map((id) => record(id));
    expect(
      summaryText({ synced, lastMessage: 'Quantity updated', refused: [], chatMessages: [] }),
    ).toEqual({ text: '4 changes synced', ok: true });
    expect(
      summaryText({
        synced: synced.slice(0, 3),
        lastMessage: 'x',
        refused: [{ record: record('e'), message: 'Out of stock' }],
        chatMessages: [],
      }),
    ).toEqual({ text: '3 changes synced\nOut of stock', ok: false });
    expect(
      summaryText({
        synced: [],
        lastMessage: null,
        refused: [{ record: record('e'), message: 'Out of stock' }],
        chatMessages: [],
      }),
    ).toEqual({ text: 'Out of stock', ok: false });
    expect(
      summaryText({ synced: [], lastMessage: null, refused: [], chatMessages: [] }),
    ).toBeNull();
  });

  it('a chat message sent says nothing (its thread shows it sent); a refused one says why', () => {
    expect(
      summaryText({
        synced: [record('m', 'chat')],
        lastMessage: null,
        refused: [],
        chatMessages: [],
      }),
    ).toBeNull();
    expect(
      summaryText({
        synced: [record('a'), record('m', 'chat')],
        lastMessage: 'Product added to cart',
        refused: [],
        chatMessages: [],
      }),
    ).toEqual({ text: 'Product added to cart', ok: true });
    expect(
      summaryText({
        synced: [],
        lastMessage: null,
        refused: [{ record: record('m', 'chat'), message: 'Message must not be empty' }],
        chatMessages: [],
      }),
    ).toEqual({ text: 'Message must not be empty', ok: false });
  });
});

describe('the toast on a Hindi page', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it("says the server's messages and the count in Hindi, by their keys", async () => {
    setLocale('hi', { reload: false });
    await showSummary({
      synced: [record('a')],
      lastMessage: { message: 'Product added to cart', messageKey: 'server_added_to_cart' },
      refused: [],
      chatMessages: [],
    });
    expect(notify.success).toHaveBeenCalledWith('प्रोडक्ट कार्ट में डाल दिया गया');
    await showSummary({
      synced: [record('a'), record('b')],
      lastMessage: { message: 'Quantity updated', messageKey: 'server_quantity_updated' },
      refused: [
        {
          record: record('c'),
          message: { message: 'Out of stock', messageKey: 'account_out_of_stock' },
        },
      ],
      chatMessages: [],
    });
    expect(notify.error).toHaveBeenCalledWith('2 बदलाव सिंक हो गए\nस्टॉक ख़त्म');
  });

  it('shows a text without a key as it came (a validation text of the server)', async () => {
    setLocale('hi', { reload: false });
    await showSummary({
      synced: [],
      lastMessage: null,
      refused: [{ record: record('m', 'chat'), message: { message: 'body.text: too long' } }],
      chatMessages: [],
    });
    expect(notify.error).toHaveBeenCalledWith('body.text: too long');
  });
});
