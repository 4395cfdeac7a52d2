import { ApiError } from '../tab-api-client';
import { ClientErrorReporter, MAX_REPORTS_PER_PAGE } from './client-error-reporter';

describe('ClientErrorReporter', () => {
  const reporter = () => {
    const sent: unknown[] = [];
    const errors = new ClientErrorReporter(
      { release: '1.2.3', route: () => '/products/search' },
      (report) => sent.push(report),
    );
    return { errors, sent };
  };

  it('sends an error once per page, with release and route, without query strings', () => {
    const { errors, sent } = reporter();
    const error = new TypeError('cannot read https://shop.test/products/search?value=asha');
    errors.report('error', error, { source: 'https://shop.test/assets/a.js?v=1', line: 3 });
    errors.report('error', error, { source: 'https://shop.test/assets/a.js?v=1', line: 3 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'error',
      message: 'TypeError: cannot read https://shop.test/products/search',
      source: 'https://shop.test/assets/a.js',
      line: 3,
      route: '/products/search',
      release: '1.2.3',
    });
  });

  it("does not report the API's own answers, and stops after a page's share", () => {
    const { errors, sent } = reporter();
    errors.report('boundary', new ApiError('offline', 0));
    expect(sent).toHaveLength(0);
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 5; i++) errors.report('rejection', `reason ${i}`);
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it("hears the window's uncaught errors and unhandled rejections, not a failed picture", () => {
    const { errors, sent } = reporter();
    const target = new EventTarget() as unknown as Window;
    errors.listen(target);
    target.dispatchEvent(
      new ErrorEvent('error', { error: new Error('boom'), filename: 'https://shop.test/a.js' }),
    );
    target.dispatchEvent(new Event('error'));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new RangeError('late');
    target.dispatchEvent(rejection);
    expect(sent.map((r) => (r as { kind: string; message: string }).message)).toEqual([
      'Error: boom',
      'RangeError: late',
    ]);
  });
});
