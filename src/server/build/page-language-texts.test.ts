import { readFileSync } from 'node:fs';
import { baseLanguageOnly, messagesRead, oneLanguage } from './page-language-texts';

const compiled = (key: string) =>
  readFileSync(new URL(`../../shared/i18n/paraglide/messages/${key}.js`, import.meta.url), 'utf8');
const DEVANAGARI = /[\u0900-\u097F]/;

describe('messagesRead', () => {
  it('finds the messages a module reads, and those it asks for in a language of their own', () => {
    const code =
      'jsx("a", { title: m.language_switch_to({ language: m.language_name({}, { locale: l }) }), children: m.nav_cart_items({ count }) }); const t = { Home: m.address_type_home };';
    const { read, inAnyLanguage } = messagesRead(code);
    expect([...read].sort()).toEqual([
      'address_type_home',
      'language_name',
      'language_switch_to',
      'nav_cart_items',
    ]);
    expect([...inAnyLanguage]).toEqual(['language_name']);
  });
});

describe('baseLanguageOnly', () => {
  it('keeps the English function and reads Hindi from the loaded page texts', () => {
    const out = baseLanguageOnly(compiled('home_heading'), 'home_heading', 'en', ['hi']);
    expect(out).not.toMatch(DEVANAGARI);
    expect(out).toContain('fashion, electronics and more from sellers across India');
    expect(out).toContain('export const home_heading = /* @__PURE__ */ pageText("home_heading", ');
    expect(out).toContain("import { pageText } from '@shared/i18n/page-texts';");
    expect(out).not.toMatch(/\bhi_home_heading\b/);
  });

  it('keeps the plural rules a message calls', () => {
    const out = baseLanguageOnly(compiled('nav_cart_items'), 'nav_cart_items', 'en', ['hi']);
    expect(out).toContain("import * as registry from '../registry.js'");
    expect(out).toContain('registry.plural("en"');
    expect(out).not.toMatch(DEVANAGARI);
  });

  it('fails the build on a message compiled in another shape', () => {
    const other = compiled('home_heading').replace('return hi_home_heading(inputs)', 'return x');
    expect(() => baseLanguageOnly(other, 'home_heading', 'en', ['hi'])).toThrow(/home_heading/);
    const unnamed = compiled('home_heading').replace('export const home_heading', 'const x');
    expect(() => baseLanguageOnly(unnamed, 'home_heading', 'en', ['hi'])).toThrow(/home_heading/);
  });
});

describe('oneLanguage', () => {
  it("exports the message's Hindi function under its key, with the plural rules it calls", () => {
    const out = oneLanguage(compiled('nav_cart_items'), 'nav_cart_items', 'hi');
    expect(out).toContain("import * as registry from '../registry.js'");
    expect(out).toContain('कार्ट');
    expect(out).not.toContain('Cart,');
    expect(out).toContain('export { hi_nav_cart_items as nav_cart_items };');
  });

  it('fails on a language the message has no function in', () => {
    expect(() => oneLanguage(compiled('home_heading'), 'home_heading', 'ta')).toThrow(/ta/);
  });
});
