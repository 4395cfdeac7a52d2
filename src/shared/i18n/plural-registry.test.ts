import { m } from './paraglide/messages.js';
import { plural } from './plural-registry';

const INPUTS: unknown[] = [
  0,
  1,
  2,
  0.5,
  1.5,
  -1,
  -2,
  5,
  11,
  21,
  101,
  1000,
  '1',
  '3',
  NaN,
  undefined,
];

/** Intl's constructors are read-only in the types; the test swaps one for a counting one. */
const writableIntl = Intl as unknown as { PluralRules: typeof Intl.PluralRules };

/** Counts the Intl.PluralRules built while `run` runs. */
function pluralRulesBuilt(run: () => void): number {
  const original = Intl.PluralRules;
  let built = 0;
  const counting = function (...args: ConstructorParameters<typeof Intl.PluralRules>) {
    built += 1;
    return new original(...args);
  } as unknown as typeof Intl.PluralRules;
  writableIntl.PluralRules = counting;
  try {
    run();
  } finally {
    writableIntl.PluralRules = original;
  }
  return built;
}

describe('plural categories', () => {
  it.each(['en', 'hi'] as const)(
    'in %s are the ones Intl gives, for every kind of count',
    (locale) => {
      const intl = new Intl.PluralRules(locale);
      for (const input of INPUTS)
        expect(plural(locale, input), String(input)).toBe(intl.select(Number(input)));
    },
  );

  it('for the shop’s languages are found without building an Intl.PluralRules', () => {
    expect(pluralRulesBuilt(() => INPUTS.forEach((input) => plural('hi', input)))).toBe(0);
  });

  it('pick the compiled messages’ forms, with no Intl.PluralRules built', () => {
    let texts: string[] = [];
    const built = pluralRulesBuilt(() => {
      texts = [1, 2].map((count) => m.nav_cart_items({ count }, { locale: 'en' }));
    });
    expect(texts).toEqual(['Cart, 1 item', 'Cart, 2 items']);
    expect(built).toBe(0);
  });

  it('with other options still come from Intl, built once for them', () => {
    const built = pluralRulesBuilt(() => {
      expect(plural('en', 2, { type: 'ordinal' })).toBe('two');
      expect(plural('en', 3, { type: 'ordinal' })).toBe('few');
    });
    expect(built).toBe(1);
  });
});
