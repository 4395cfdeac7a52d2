import type { OutboxRecord } from '@shared/outbox/store';
import { summaryText } from './sync-summary';

const record = (id: string) => ({ id }) as OutboxRecord;

describe('one toast per replay', () => {
  it('a single change shows the server’s own message', () => {
    expect(summaryText({ synced: [record('a')], lastMessage: 'Product added to cart', refused: [] })).toEqual({ text: 'Product added to cart', ok: true });
  });

  it('several say how many synced, with a line per refusal', () => {
    const synced = ['a', 'b', 'c', 'd'].map(record);
    expect(summaryText({ synced, lastMessage: 'Quantity updated', refused: [] })).toEqual({ text: '4 changes synced', ok: true });
    expect(summaryText({ synced: synced.slice(0, 3), lastMessage: 'x', refused: [{ record: record('e'), message: 'Out of stock' }] })).toEqual({ text: '3 changes synced\nOut of stock', ok: false });
    expect(summaryText({ synced: [], lastMessage: null, refused: [{ record: record('e'), message: 'Out of stock' }] })).toEqual({ text: 'Out of stock', ok: false });
    expect(summaryText({ synced: [], lastMessage: null, refused: [] })).toBeNull();
  });
});
