import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  pageHtml,
  pageTextChunks,
  routeChunks,
  routeIdOfFile,
  withInlineStylesheet,
} from './page-html';

// The head Vite writes into the built shell (dist/index.html), cut to what matters here.
const SHELL =
  '<!doctype html><html lang="en-IN"><head><title>Shell</title>' +
  '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/core-b.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c.css">' +
  '</head><body><div id="root"></div></body></html>';
const PAGE = {
  title: 'About Us',
  meta: [],
  jsonLd: [],
  html: '<h1>About Us</h1>',
  state: { queries: [] },
  routeIds: ['__root__', '/about'],
  lang: 'en-IN',
  canonical: '/about',
  alternates: [
    { hreflang: 'en-IN', href: '/about' },
    { hreflang: 'hi-IN', href: '/hi/about' },
  ],
};

describe('a server-rendered page in the shell', () => {
  it('asks for its hydration scripts at low priority, and leaves the stylesheet alone', () => {
    const html = pageHtml(SHELL, PAGE);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/core-b.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(html).toContain('<div id="root"><h1>About Us</h1></div>');
  });

  it('does not say it twice when the shell already gives a priority', () => {
    const shell = SHELL.replace(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="high" crossorigin',
    );
    const html = pageHtml(shell, PAGE);
    expect(html.match(/fetchpriority/g)).toHaveLength(2);
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="high" crossorigin href="/assets/core-b.js">',
    );
  });
});

describe("a page's screens", () => {
  // A product page's screen imports a shared card, which imports the price; the entry imports
  // the core, which the card imports too.
  const MANIFEST = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_core.js'] },
    '_core.js': { file: 'assets/core-b.js' },
    'src/app/routes/product/details/$slug.tsx?tsr-split=component': {
      file: 'assets/_slug-e.js',
      imports: ['_core.js', '_card.js'],
    },
    'src/app/routes/product/details/$slug.tsx?tsr-split=errorComponent': {
      file: 'assets/_slug-f.js',
    },
    '_card.js': { file: 'assets/card-g.js', imports: ['_core.js', '_price.js'] },
    '_price.js': { file: 'assets/price-h.js', imports: ['_card.js'] },
    'src/app/routes/index.tsx?tsr-split=component': { file: 'assets/routes-i.js' },
    'src/app/routes/products/index.tsx?tsr-split=component': { file: 'assets/products-j.js' },
  };

  it("are each route's screen and all it imports in turn, less the entry's own", () => {
    expect(routeChunks(MANIFEST)).toEqual({
      '/product/details/$slug': ['/assets/_slug-e.js', '/assets/card-g.js', '/assets/price-h.js'],
      '/': ['/assets/routes-i.js'],
      '/products/': ['/assets/products-j.js'],
    });
  });

  it('are asked for beside the entry, once each, by the routes the page matched', () => {
    const html = pageHtml(
      SHELL,
      { ...PAGE, routeIds: ['__root__', '/product/details/$slug'] },
      {},
      { ...routeChunks(MANIFEST), __root__: ['/assets/card-g.js'] },
    );
    const preloads = [...html.matchAll(/<link rel="modulepreload" [^>]*href="([^"]+)">/g)].map(
      (link) => link[1],
    );
    expect(preloads).toEqual([
      '/assets/core-b.js',
      '/assets/card-g.js',
      '/assets/_slug-e.js',
      '/assets/price-h.js',
    ]);
    expect(html.indexOf('card-g.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('name routes as the route tree does, for every file under src/app/routes', () => {
    const routes = join(__dirname, '../../app/routes');
    const files = (readdirSync(routes, { recursive: true }) as string[])
      .filter(
        (file) => file.endsWith('.tsx') && !file.includes('.test.') && !file.includes('__root'),
      )
      .map((file) => relative(routes, join(routes, file)).replace(/\.tsx$/, ''));
    const tree = readFileSync(join(__dirname, '../../app/route-tree.gen.ts'), 'utf8');
    const ids = /export interface FileRoutesById \{([^}]*)\}/.exec(tree)![1]!;
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(ids).toContain(`'${routeIdOfFile(file)}': typeof`);
  });
});

describe("a page's description", () => {
  it("replaces the shell's, however the shell's tag is laid out", () => {
    const shell = SHELL.replace(
      '<title>',
      '<meta\n      name="description"\n      content="The shell\'s words."\n    />\n<title>',
    );
    const html = pageHtml(shell, {
      ...PAGE,
      meta: [{ name: 'description', content: 'Our story & our sellers' }],
    });
    expect(html).toContain('<meta name="description" content="Our story &amp; our sellers"');
    expect(html).not.toContain("The shell's words.");
  });
});

describe("a page's language and addresses", () => {
  it('tags the page with its language, and names itself and its other languages', () => {
    const html = pageHtml(SHELL, { ...PAGE, lang: 'hi-IN', canonical: '/hi/about' });
    expect(html).toMatch(/^<!doctype html><html data-ssr lang="hi-IN">/);
    expect(html).toContain('<link rel="canonical" href="/hi/about" />');
    expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="/about" />');
    expect(html).toContain('<link rel="alternate" hreflang="hi-IN" href="/hi/about" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/about" />');
  });

  it("asks for the first view's texts in its language beside its script, and English for none", () => {
    const chunks = pageTextChunks({
      'index.html': { file: 'assets/index-a.js' },
      'virtual:page-texts/hi': { file: 'assets/hi-d.js' },
    });
    expect(chunks).toEqual({ 'hi-IN': '/assets/hi-d.js' });
    const preload =
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/hi-d.js">';
    expect(pageHtml(SHELL, { ...PAGE, lang: 'hi-IN' }, chunks)).toContain(preload);
    expect(pageHtml(SHELL, PAGE, chunks)).not.toContain('hi-d.js');
  });

  it('escapes an address, whatever its search parameters hold', () => {
    const html = pageHtml(SHELL, { ...PAGE, canonical: '/shops?q="><script>' });
    expect(html).toContain('<link rel="canonical" href="/shops?q=&quot;&gt;&lt;script&gt;" />');
  });
});

describe('the stylesheet of a server-drawn page', () => {
  const css = '.a{color:red}';
  it('is written into the head in place of the link, so the first paint waits for no request', () => {
    const read: string[] = [];
    const shell = withInlineStylesheet(SHELL, (path) => (read.push(path), css));
    expect(read).toEqual(['/assets/index-c.css']);
    expect(pageHtml(shell, PAGE)).toContain(`<style>${css}</style>`);
  });

  it("leaves a disabled link, so the bundle's loader never adds the same stylesheet again", () => {
    const shell = withInlineStylesheet(SHELL, () => css);
    expect(shell).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(shell).toContain(
      `<style>${css}</style><link rel="stylesheet" href="/assets/index-c.css" disabled></head>`,
    );
  });

  it("comes after the page's picture preloads, which the browser then reads first", () => {
    const shell = withInlineStylesheet(SHELL, () => css);
    const html = pageHtml(shell, {
      ...PAGE,
      html: '<link rel="preload" as="image" href="/hero.svg"/><h1>Home</h1>',
    });
    expect(html.indexOf('<link rel="preload" as="image" href="/hero.svg"/>')).toBeLessThan(
      html.indexOf('<style>'),
    );
    expect(html).toContain('<div id="root"><h1>Home</h1></div>');
  });

  it('stays a link when its text could end the style element early', () => {
    expect(withInlineStylesheet(SHELL, () => '.a{content:"</style>"}')).toBe(SHELL);
  });
});
