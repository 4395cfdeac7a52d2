import { QueryClient } from '@tanstack/react-query';
import { languageQueryKeyHash } from './query-key-language';

describe('query keys in the page language', () => {
  it('keeps a catalogue answer per language, and personal ones as they were', () => {
    const hi = languageQueryKeyHash(() => 'hi');
    const en = languageQueryKeyHash(() => 'en');
    expect(hi(['catalogue', 'categories'])).not.toBe(en(['catalogue', 'categories']));
    expect(en(['catalogue', 'categories'])).toBe('["catalogue","categories"]');
    expect(hi(['personal', 'cart'])).toBe(en(['personal', 'cart']));
  });

  it('keeps both languages in one cache, and a partial key still invalidates both', async () => {
    let page = 'en';
    const client = new QueryClient({
      defaultOptions: { queries: { queryKeyHashFn: languageQueryKeyHash(() => page) } },
    });
    client.setQueryData(['catalogue', 'product', 'kurti'], 'Cotton');
    page = 'hi';
    expect(client.getQueryData(['catalogue', 'product', 'kurti'])).toBeUndefined();
    client.setQueryData(['catalogue', 'product', 'kurti'], 'सूती');
    expect(client.getQueryData(['catalogue', 'product', 'kurti'])).toBe('सूती');
    page = 'en';
    expect(client.getQueryData(['catalogue', 'product', 'kurti'])).toBe('Cotton');

    await client.invalidateQueries({ queryKey: ['catalogue', 'product'] });
    const states = client
      .getQueryCache()
      .findAll({ queryKey: ['catalogue', 'product', 'kurti'] })
      .map((q) => q.state.isInvalidated);
    expect(states).toEqual([true, true]);
  });
});
