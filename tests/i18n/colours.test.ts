import { describe, expect, it } from 'vitest';
import { colourIn } from '@shared/i18n/colours';
import { CATEGORIES } from '../../src/server/tools/seed/catalogue-data';
import { styleOf } from '../../src/server/tools/seed/items/profile';

/** Every colour a seeded variation can be in (makeup shades keep their own names). */
const seedColours = [
  ...new Set(
    CATEGORIES.flatMap((c) => c.subcategories)
      .flatMap((sub) => sub.items)
      .flatMap((item) =>
        item.options.kind === 'colour'
          ? [...item.options.from, ...item.styles.flatMap((s) => styleOf(s).colours ?? [])]
          : [],
      ),
  ),
];

describe('colour names in Hindi', () => {
  it('says every colour the seed uses in Hindi', () => {
    expect(seedColours.length).toBeGreaterThan(10);
    const unsaid = seedColours.filter((c) => !/^[\u0900-\u097f ]+$/.test(colourIn(c, 'hi')));
    expect(unsaid).toEqual([]);
  });

  it('leaves English as listed, and a colour it has no word for as listed', () => {
    expect(colourIn('Maroon', 'en')).toBe('Maroon');
    expect(colourIn('Maroon', 'hi')).toBe('मैरून');
    expect(colourIn('Ruby Red', 'hi')).toBe('Ruby Red');
  });
});
