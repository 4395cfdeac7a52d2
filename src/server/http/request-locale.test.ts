import type { FastifyRequest } from 'fastify';
import { requestLocale } from './request-locale';

const asking = (header?: string) =>
  ({ headers: header === undefined ? {} : { 'accept-language': header } }) as FastifyRequest;

describe('the language of a write', () => {
  it('is the first language the tab names, when the shop speaks it', () => {
    expect(requestLocale(asking('hi-IN'))).toBe('hi');
    expect(requestLocale(asking('hi-IN,en;q=0.8'))).toBe('hi');
    expect(requestLocale(asking('HI'))).toBe('hi');
  });

  it('is English for none, another language, or a language named second', () => {
    expect(requestLocale(asking())).toBe('en');
    expect(requestLocale(asking('ta-IN'))).toBe('en');
    expect(requestLocale(asking('en-IN,hi;q=0.9'))).toBe('en');
    expect(requestLocale(asking('*'))).toBe('en');
  });
});
