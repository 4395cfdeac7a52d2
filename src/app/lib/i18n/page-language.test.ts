import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { loadTextsOfPage, startInPageLanguage } from './page-language';

const clearCookie = () => (document.cookie = 'lang=; max-age=0; path=/');

afterEach(() => {
  clearCookie();
  setLocale('en', { reload: false });
  window.history.replaceState(null, '', '/');
});

describe('the language a page starts in', () => {
  it('speaks its URL: a Hindi address in Hindi', () => {
    window.history.replaceState(null, '', '/hi/about');
    expect(startInPageLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('leaves the tag of a server-drawn page as it is (writing it again restyles the page)', () => {
    window.history.replaceState(null, '', '/hi/about');
    document.documentElement.lang = 'hi-IN';
    const write = vi.spyOn(HTMLElement.prototype, 'lang', 'set');
    expect(startInPageLanguage()).toBe('hi');
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
  });

  it("takes a language switch's choice from the address the worker answered with the shell", () => {
    document.cookie = 'lang=hi; path=/';
    window.history.replaceState(null, '', '/shops?category=women&lang=en#top');
    // The cookie still says Hindi: without the choice the tab would leave for /hi/shops.
    expect(startInPageLanguage()).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/shops?category=women#top',
    );
  });

  it('leaves an English address for the language the shopper chose', () => {
    window.history.replaceState(null, '', '/about');
    document.cookie = 'lang=hi; path=/';
    // jsdom does not navigate; null is the tab saying it is leaving for /hi/about.
    expect(startInPageLanguage()).toBeNull();
  });

  it('ignores a chosen language the shop does not speak and stays in English', () => {
    window.history.replaceState(null, '', '/about');
    for (const lang of ['ta', 'HI', 'hi-IN', '']) {
      document.cookie = `lang=${lang}; path=/`;
      expect(startInPageLanguage(), lang).toBe('en');
      expect(document.documentElement.lang).toBe('en-IN');
      expect(window.location.pathname).toBe('/about');
    }
  });
});

describe("the page's texts", () => {
  it('are asked for again when the connection returns, after a load that failed', async () => {
    const load = vi
      .fn<(locale: 'en' | 'hi') => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(undefined);
    let loaded = false;
    const texts = loadTextsOfPage('hi', load).then(() => (loaded = true));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(loaded).toBe(false);
    window.dispatchEvent(new Event('online'));
    await texts;
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('hi');
  });
});
