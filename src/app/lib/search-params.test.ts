import { matching, oneOf, searchParams, text, wholeNumber } from './search-params';

describe('search parameters read from the URL', () => {
  it('takes whole numbers as the router parses them or as typed, within bounds', () => {
    const page = wholeNumber(1, 10);
    expect([page(2), page('3'), page(10)]).toEqual([2, 3, 10]);
    expect([
      page(0),
      page(11),
      page(2.5),
      page('two'),
      page(undefined),
      page(Number.MAX_SAFE_INTEGER + 2),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('takes text of the right length only, and never a number in its place', () => {
    const orderId = text({ min: 1, max: 5 });
    expect([orderId('abc'), orderId(''), orderId('abcdef'), orderId(123)]).toEqual([
      'abc',
      undefined,
      undefined,
      undefined,
    ]);
    expect(text()('x'.repeat(500))).toHaveLength(500);
  });

  it('takes only a listed value or a matching one', () => {
    expect([oneOf(['grid', 'list'])('list'), oneOf(['grid', 'list'])('table')]).toEqual([
      'list',
      undefined,
    ]);
    expect([
      matching(/^[a-z]+$/)('women'),
      matching(/^[a-z]+$/)('Women!'),
      matching(/^[a-z]+$/)(7),
    ]).toEqual(['women', undefined, undefined]);
  });

  it('keeps the known keys that make sense and leaves out the rest', () => {
    const read = searchParams({ status: oneOf(['all', 'placed']), page: wholeNumber(1) });
    expect(read({ status: 'placed', page: 2, utm_source: 'mail' })).toEqual({
      status: 'placed',
      page: 2,
    });
    expect(read({ status: 'shipped', page: 0 })).toEqual({});
  });
});
