import { pageHtml, pageTextChunks, withInlineStylesheet } from './page-html';

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
