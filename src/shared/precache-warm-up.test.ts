import { describe, expect, it } from 'vitest';
import { warmUpPrecache } from './precache-warm-up';

/** A fetch that answers after a turn of the event loop, counting what is under way at once. */
function countingFetch(fail: string[] = []) {
  const asked: string[] = [];
  const read: string[] = [];
  let underWay = 0;
  let most = 0;
  const fetchFile = async (url: string) => {
    asked.push(url);
    most = Math.max(most, ++underWay);
    await new Promise((r) => setTimeout(r, 1));
    underWay--;
    if (fail.includes(url)) throw new TypeError('Failed to fetch');
    const response = new Response(url);
    const arrayBuffer = response.arrayBuffer.bind(response);
    response.arrayBuffer = () => (read.push(url), arrayBuffer());
    return response;
  };
  return { fetchFile, asked, read, most: () => most };
}

const BASE = 'https://shop.example/';
const keptNone = () => Promise.resolve(false);

describe('warmUpPrecache', () => {
  it('asks for every hashed file once, a few at a time, reading each answer whole', async () => {
    const files = Array.from({ length: 10 }, (_, i) => `assets/chunk-${i}.js`);
    const counting = countingFetch();
    await warmUpPrecache(
      [...files.map((url) => ({ url, revision: null })), 'assets/chunk-0.js'],
      BASE,
      { fetchFile: counting.fetchFile, alreadyKept: keptNone, atOnce: 3 },
    );
    const expected = files.map((f) => BASE + f);
    expect(counting.asked.sort()).toEqual([...expected].sort());
    expect(counting.read.sort()).toEqual([...expected].sort());
    expect(counting.most()).toBe(3);
  });

  it('leaves revisioned files to Workbox, which asks for them past the HTTP cache', async () => {
    const counting = countingFetch();
    await warmUpPrecache(
      [
        { url: 'index.html', revision: 'abc' },
        { url: 'about', revision: 'abc' },
        { url: 'assets/index-x1.js', revision: null },
      ],
      BASE,
      { fetchFile: counting.fetchFile, alreadyKept: keptNone },
    );
    expect(counting.asked).toEqual([`${BASE}assets/index-x1.js`]);
  });

  it('goes on past a file that fails, and never fails the install itself', async () => {
    const counting = countingFetch([`${BASE}assets/b.js`]);
    await expect(
      warmUpPrecache(
        ['assets/a.js', 'assets/b.js', 'assets/c.js'].map((url) => ({ url, revision: null })),
        BASE,
        { fetchFile: counting.fetchFile, alreadyKept: keptNone, atOnce: 1 },
      ),
    ).resolves.toBeUndefined();
    expect(counting.asked).toEqual(['a', 'b', 'c'].map((n) => `${BASE}assets/${n}.js`));
    expect(counting.read).toEqual([`${BASE}assets/a.js`, `${BASE}assets/c.js`]);
  });

  it('leaves a file the precache kept from the release before to Workbox, which keeps it', async () => {
    const counting = countingFetch();
    const kept = new Set([`${BASE}assets/same-in-both.js`]);
    await warmUpPrecache(
      ['assets/same-in-both.js', 'assets/new-in-this.js'].map((url) => ({ url, revision: null })),
      BASE,
      { fetchFile: counting.fetchFile, alreadyKept: (url) => Promise.resolve(kept.has(url)) },
    );
    expect(counting.asked).toEqual([`${BASE}assets/new-in-this.js`]);
  });
});
