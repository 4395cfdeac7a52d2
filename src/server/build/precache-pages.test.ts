import { precacheRenderedPages } from './precache-pages';

const built = [
  { url: 'index.html', revision: 'a1b2c3', size: 2000 },
  { url: 'assets/index-x1.js', revision: null, size: 40000 },
];

describe('precacheRenderedPages', () => {
  it("adds each page with the shell's revision, so a new build fetches them again", () => {
    const { manifest, warnings } = precacheRenderedPages(['/about', '/privacy-policy'])(built);
    expect(manifest).toEqual([
      ...built,
      { url: '/about', revision: 'a1b2c3', size: 0 },
      { url: '/privacy-policy', revision: 'a1b2c3', size: 0 },
    ]);
    expect(warnings).toBeUndefined();
  });

  it('leaves the pages out, and says so, when the build has no shell to follow', () => {
    const { manifest, warnings } = precacheRenderedPages(['/about'])(built.slice(1));
    expect(manifest).toEqual(built.slice(1));
    expect(warnings).toEqual([
      'precacheRenderedPages: no index.html in the precache; pages left out',
    ]);
  });
});
