import { loadPageTexts, pageTexts } from './page-texts';

describe('page texts', () => {
  it('are read only once loaded, from the loader of their language', async () => {
    expect(() => pageTexts('hi')).toThrow(/hi/);
    const loader = vi.fn(() => Promise.resolve({ home_heading: () => 'नमस्ते' }));
    await loadPageTexts('en', { hi: loader });
    expect(loader).not.toHaveBeenCalled();
    await loadPageTexts('hi', { hi: loader });
    await loadPageTexts('hi', { hi: loader });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(pageTexts('hi').home_heading!()).toBe('नमस्ते');
  });
});
