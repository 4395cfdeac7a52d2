import { needsPagination, pageCount, pageWindow } from './pagination';

describe('page count', () => {
  it('is ceil(total / size)', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(601, 12)).toBe(51);
  });
  it('paginates only when the total exceeds the page size', () => {
    expect(needsPagination(4, 4)).toBe(false);
    expect(needsPagination(5, 4)).toBe(true);
  });
});

describe('page window', () => {
  it('shows at most 5 buttons around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(0, 0)).toEqual([]);
  });
});
