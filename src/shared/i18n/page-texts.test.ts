import { loadPageTexts, pageText, pageTexts } from './page-texts';
import { setLocale } from './paraglide/runtime.js';

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

describe('a first-view message in the browser build', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it('answers its own base-language text, and the loaded text in another language', async () => {
    // The module keeps a language's texts once loaded: the same ones as the test above.
    await loadPageTexts('hi', { hi: () => Promise.resolve({ home_heading: () => 'नमस्ते' }) });
    const heading = pageText('home_heading', () => 'Hello');
    expect(heading()).toBe('Hello');
    expect(heading(undefined, { locale: 'hi' })).toBe('नमस्ते');
    setLocale('hi', { reload: false });
    expect(heading()).toBe('नमस्ते');
    expect(heading(undefined, { locale: 'en' })).toBe('Hello');
  });
});
