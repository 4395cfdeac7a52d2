import { ListingCounts } from './listing-counts';

describe('listing counts', () => {
  it('counts once per filter set within the lifetime, again after it', async () => {
    let now = 0;
    const counts = new ListingCounts(30_000, 100, () => now);
    let calls = 0;
    const count = async () => ++calls;
    expect(await Promise.all([counts.get('women', count), counts.get('women', count)])).toEqual([
      1, 1,
    ]);
    now = 29_999;
    expect(await counts.get('women', count)).toBe(1);
    expect(await counts.get('men', count)).toBe(2);
    now = 30_000;
    expect(await counts.get('women', count)).toBe(3);
  });

  it('forgets everything on clear (a catalogue change) and never keeps a failed count', async () => {
    const counts = new ListingCounts();
    let calls = 0;
    await counts.get('women', async () => ++calls);
    counts.clear();
    expect(await counts.get('women', async () => ++calls)).toBe(2);
    await expect(
      counts.get('kids', () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost');
    expect(await counts.get('kids', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const counts = new ListingCounts(30_000, 2);
    let calls = 0;
    const count = async () => ++calls;
    await counts.get('a', count);
    await counts.get('b', count);
    await counts.get('c', count);
    expect(await counts.get('b', count)).toBe(2);
    expect(await counts.get('a', count)).toBe(4);
  });
});
