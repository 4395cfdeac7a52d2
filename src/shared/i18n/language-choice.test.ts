import { languageChoiceHref, languageChoiceOf } from './language-choice';

describe("a language switch's link", () => {
  it('names the choice beside the page in that language, its query and fragment kept', () => {
    expect(languageChoiceHref('/contact', 'en')).toBe('/contact?lang=en');
    expect(languageChoiceHref('/shops?category=women', 'hi')).toBe(
      '/hi/shops?category=women&lang=hi',
    );
    expect(languageChoiceHref('/', 'hi')).toBe('/hi/?lang=hi');
    expect(languageChoiceHref('/about#team', 'hi')).toBe('/hi/about?lang=hi#team');
  });

  it('reads back as the choice and the clean address of the page in that language', () => {
    expect(languageChoiceOf('/contact?lang=en')).toEqual({ locale: 'en', to: '/contact' });
    expect(languageChoiceOf('/hi/shops?category=women&lang=hi')).toEqual({
      locale: 'hi',
      to: '/hi/shops?category=women',
    });
    // A Hindi address asked with the English choice is the English page.
    expect(languageChoiceOf('/hi/contact?lang=en')).toEqual({ locale: 'en', to: '/contact' });
  });

  it('is no choice when it names a language the shop does not speak, or none', () => {
    for (const url of ['/contact', '/contact?lang=ta', '/contact?lang=HI', '/contact?lang='])
      expect(languageChoiceOf(url), url).toBeUndefined();
  });

  it('never sends the shopper to another host', () => {
    for (const url of [
      '//evil.example?lang=en',
      '/hi//evil.example?lang=en',
      '/\\evil.example?lang=en',
    ])
      expect(languageChoiceOf(url)!.to, url).toBe('/evil.example');
  });
});
