import {
  messagePreview,
  normaliseSearch,
  plural,
  slugToTitle,
  slugify,
  truncateSuggestion,
} from './text';

describe('slug to title', () => {
  it('turns dashes and underscores into capitalised words', () => {
    expect(slugToTitle('home-and_kitchen')).toBe('Home And Kitchen');
    expect(slugToTitle('men')).toBe('Men');
  });
  it("defaults to 'Shop'", () => {
    expect(slugToTitle('')).toBe('Shop');
    expect(slugToTitle(undefined)).toBe('Shop');
    expect(slugToTitle('--')).toBe('Shop');
  });
  it('slugifies names', () => {
    expect(slugify('Home & Kitchen')).toBe('home-kitchen');
    expect(slugify("Men's T-Shirts")).toBe('men-s-t-shirts');
  });
});

describe('suggestion truncation', () => {
  it('cuts at 30 characters and adds an ellipsis', () => {
    const long = 'Allen Solly Slim Fit Cotton Casual Shirt';
    expect(truncateSuggestion(long)).toBe('Allen Solly Slim Fit Cotton Ca...');
    expect(truncateSuggestion('A'.repeat(30))).toBe('A'.repeat(30));
  });
  it('puts a count with its noun in the right number', () => {
    expect(plural(1, 'item')).toBe('1 item');
    expect(plural(3, 'item')).toBe('3 items');
    expect(plural(0, 'review')).toBe('0 reviews');
  });
  it('trims search text', () => {
    expect(normaliseSearch('  kurta ')).toBe('kurta');
    expect(normaliseSearch('   ')).toBe('');
  });
});

describe("a chat message's first words", () => {
  it('keeps a short message whole, on one line', () => {
    expect(messagePreview('  Yes,\n\tXL is   in stock ')).toBe('Yes, XL is in stock');
    expect(messagePreview('')).toBe('');
  });
  it('cuts a long one at the last whole word, with an ellipsis', () => {
    const text = 'Yes, the XL is in stock and I can keep one aside for you until Sunday evening';
    const preview = messagePreview(text, 30);
    expect(preview).toBe('Yes, the XL is in stock and I…');
    expect(text.startsWith(preview.slice(0, -1))).toBe(true);
    expect(messagePreview('abcdefghij klm', 10)).toBe('abcdefghij…');
    expect(messagePreview('Supercalifragilistic', 10)).toBe('Supercalif…');
  });
  it('drops control characters and keeps markup as the characters typed', () => {
    expect(messagePreview('<img src=x onerror=alert(1)>\u0007ok')).toBe(
      '<img src=x onerror=alert(1)> ok',
    );
  });
});
