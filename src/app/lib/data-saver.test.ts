import { prefersLessData } from './data-saver';

const withConnection = (connection: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

describe('data saver', () => {
  afterEach(() => withConnection(undefined));

  it('is on with Save-Data or a 2G connection', () => {
    withConnection({ saveData: true, effectiveType: '4g' });
    expect(prefersLessData()).toBe(true);
    withConnection({ saveData: false, effectiveType: '2g' });
    expect(prefersLessData()).toBe(true);
    withConnection({ saveData: false, effectiveType: 'slow-2g' });
    expect(prefersLessData()).toBe(true);
  });

  it('is off on a fast connection or where the browser does not say', () => {
    withConnection({ saveData: false, effectiveType: '4g' });
    expect(prefersLessData()).toBe(false);
    withConnection(undefined);
    expect(prefersLessData()).toBe(false);
  });
});
