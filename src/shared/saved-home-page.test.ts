import { apiPath } from './api/endpoint';
import { getHomeProductListing } from './api/catalogue';
import {
  HOME_ROWS_READ,
  isKeepablePage,
  SAVED_HOME_PATHS,
  savedHomeOfRows,
} from './saved-home-page';

const page = (head: string) =>
  `<!doctype html><html data-ssr lang="en-IN"><head>${head}</head><body><div id="root"><a href="/product/details/x">Kurta</a></div><script type="application/json" id="ssr-state">{}</script></body></html>`;
const thisBuild = new Set(['/assets/index-a1.js', '/assets/index-a1.css']);
const precached = (path: string) => thisBuild.has(path);

describe('isKeepablePage', () => {
  it("keeps a server-drawn page whose scripts and stylesheet are this build's", () => {
    const html = page(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script><link rel="stylesheet" href="/assets/index-a1.css" disabled>',
    );
    expect(isKeepablePage(html, precached)).toBe(true);
  });

  it('refuses a page of another build (a newer release during a rolling deploy)', () => {
    const html = page(
      '<script type="module" crossorigin src="/assets/index-b2.js"></script><link rel="stylesheet" href="/assets/index-a1.css" disabled>',
    );
    expect(isKeepablePage(html, precached)).toBe(false);
  });

  it('refuses the empty shell (the server was too busy to draw the page)', () => {
    const shell =
      '<!doctype html><html lang="en-IN"><head><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';
    expect(isKeepablePage(shell, precached)).toBe(false);
  });

  it('refuses a page that names no built file at all (not a page of this app)', () => {
    expect(isKeepablePage(page(''), precached)).toBe(false);
  });
});

it("names home's rows by the endpoint's own path", () => {
  expect(HOME_ROWS_READ).toBe(`/api${apiPath(getHomeProductListing.path)}`);
});

describe('the homes the worker keeps', () => {
  it('keeps home in every language, each at its own address', () => {
    expect(SAVED_HOME_PATHS).toEqual(['/', '/hi/']);
  });

  it("refreshes the home whose rows were read: Hindi's for lang=hi, English's otherwise", () => {
    expect(savedHomeOfRows('hi')).toBe('/hi/');
    expect(savedHomeOfRows(null)).toBe('/');
    expect(savedHomeOfRows('ta')).toBe('/');
  });
});
