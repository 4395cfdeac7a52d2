import { PAGE_STATE_ID } from '@shared/page-state-id';
import type { RenderedPage } from '@shared/rendered-page';
import { DEFAULT_SHOP_NAME } from '@shared/manifest';
import { languageTag, type Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/**
 * The built shell with the deployment's shop name (SHOP_NAME) in its `application-name`, which
 * the tab reads its name from (src/app/lib/shop-name.ts), and in its title. The build writes the
 * default name; every page the server sends goes through here.
 */
export function namedShell(html: string, shopName: string): string {
  return html
    .replace(
      /<meta name="application-name" content="[^"]*" \/>/,
      () => `<meta name="application-name" content="${escapeAttribute(shopName)}" />`,
    )
    .replace(/<title>[^<]*<\/title>/, (title) =>
      title.replace(DEFAULT_SHOP_NAME, () => escapeText(shopName)),
    );
}

/**
 * The named shell as a page not found (answered 404): in the language of the address asked for,
 * its title saying so, so a Hindi address's missing page is Hindi from its first byte (the
 * browser's tab, a search engine), not the built shell's English (issue 62).
 */
export function notFoundShell(namedHtml: string, locale: Locale, shopName: string): string {
  const title = `${m.not_found_title({}, { locale })} - ${shopName}`;
  return namedHtml
    .replace(
      /<html([^>]*) lang="[^"]*"/,
      (_, attributes: string) => `<html${attributes} lang="${languageTag(locale)}"`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      () =>
        `<meta name="description" content="${escapeAttribute(m.head_site_description({}, { locale }))}" />`,
    );
}

/** JSON inside a <script> block: no `<` at all, so no `</script>` or `<!--` can end or bend it. */
export const jsonForScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The page's own script and its preloads, as Vite writes them into the shell. In a server-rendered
 * page they only hydrate what is already drawn, so they ask for a low priority: at high priority
 * their 110 KB shared the first round trips with the stylesheet and the hero picture, and
 * Lighthouse counts a high-priority script that arrives before the first paint as render
 * blocking (Lighthouse mobile FCP of /, median of 5: 2.14 s -> 0.96 s). The same hydration work
 * then falls after the first paint, where Lighthouse counts it as blocking time (same-load A/B on
 * /: TBT 326 -> 567 ms, LCP 2.20 -> 1.54 s). The empty shell keeps them high: there the script is
 * the page.
 */
const HYDRATION_SCRIPTS =
  /<(script type="module"|link rel="modulepreload") (?![^>]*fetchpriority)/g;

/**
 * React writes the preloads of the page's first pictures at the start of its markup; they belong
 * in the head, first: ahead of the stylesheet written there, so the browser asks for them with
 * the first bytes it reads rather than after the whole stylesheet. (The largest one, carried
 * inside the HTML as a data URL, needs no preload: src/app/lib/picture-source.tsx.)
 */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/** The one stylesheet Vite links from the built shell (the entry's; lazy screens load their own). */
const SHELL_STYLESHEET = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The shell with its stylesheet written into the head. A first visit (a shared link, no service
 * worker yet) then paints the server's HTML without waiting for a second request, which on a
 * phone's network is a round trip or two before anything shows. Only server-drawn pages take it:
 * the worker's cached shell keeps the link to the cached file. `readAsset` answers a built file's
 * text by its URL path.
 *
 * The link stays, disabled (a disabled stylesheet link is never fetched): Vite's loader lists the
 * entry's stylesheet among a lazy chunk's dependencies and adds a link for it unless one is in
 * the document, and that second copy of every rule restyled the whole page after start-up.
 */
export function withInlineStylesheet(shell: string, readAsset: (path: string) => string): string {
  const link = SHELL_STYLESHEET.exec(shell);
  if (!link) return shell;
  const css = readAsset(link[1]!);
  // Built CSS never holds it, but a `</style` would end the element early: keep the link then.
  if (/<\/style/i.test(css)) return shell;
  return shell.replace(
    link[0],
    () => `<style>${css}</style><link rel="stylesheet" href="${link[1]}" disabled>`,
  );
}

/** Where the built client's manifest names the first view's texts in one language. */
const PAGE_TEXTS = 'virtual:page-texts/';

/**
 * The chunk of the first view's texts for each language that has one (src/shared/i18n/
 * page-texts.ts), by language tag, from Vite's manifest of the client's build.
 */
export function pageTextChunks(manifest: Record<string, { file: string }>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith(PAGE_TEXTS))
      .map(([key, chunk]) => [
        languageTag(key.slice(PAGE_TEXTS.length) as Locale),
        `/${chunk.file}`,
      ]),
  );
}

/** A chunk as Vite's manifest of the client's build describes it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** A screen's chunk in the manifest: its route's file, as TanStack's code splitting names it. */
const ROUTE_SCREEN = /^src\/app\/routes\/(.+)\.[jt]sx?\?tsr-split=component$/;

/** The id of the route a file under src/app/routes defines: `index` is the trailing slash. */
export const routeIdOfFile = (file: string) => `/${file.replace(/(^|\/)index$/, '$1')}`;

/**
 * Each route's screen chunk and every chunk it imports in turn, by route id, less what the entry
 * imports (the shell preloads those). The browser's router loads a page's screens before it
 * hydrates, and a chunk asks for its imports only once it has arrived and run (the build makes no
 * preload table: vite.config.ts), so on a phone's network a product page reached its last import
 * four round trips after the entry. Named in the HTML, they are all asked for with the entry.
 */
export function routeChunks(manifest: Record<string, ManifestChunk>): Record<string, string[]> {
  const closure = (keys: string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(key)) continue;
      into.add(key);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const entries = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const byRoute: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const file = ROUTE_SCREEN.exec(key)?.[1];
    if (!file) continue;
    byRoute[routeIdOfFile(file)] = [...closure([key])]
      .filter((chunk) => !entries.has(chunk))
      .map((chunk) => `/${manifest[chunk]!.file}`);
  }
  return byRoute;
}

/**
 * The built shell with one page in it: its title, description, Open Graph tags and structured
 * data in the head, the markup inside #root, and the catalogue answers it was drawn from in a
 * JSON data block the entry script reads before hydrating (data blocks never execute, so the
 * strict CSP needs no nonce and the HTML is the same for every visitor).
 */
export function pageHtml(
  shell: string,
  page: RenderedPage,
  /** pageTextChunks of the build: a page in such a language asks for its texts with its script. */
  textChunks: Readonly<Record<string, string>> = {},
  /** routeChunks of the build: a page asks for its screens' code with its script. */
  screenChunks: Readonly<Record<string, readonly string[]>> = {},
): string {
  const links = LEADING_LINKS.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(links.length);
  const head = [
    ...page.meta
      .filter((tag) => tag.name !== 'description')
      .map(
        (tag) =>
          `<meta ${Object.entries(tag)
            .map(([k, v]) => `${k}="${escapeAttribute(v)}"`)
            .join(' ')} />`,
      ),
    ...page.jsonLd.map(
      (json) => `<script type="application/ld+json">${jsonForScript(json)}</script>`,
    ),
  ].join('');
  // The page's own address and the same page in each language; x-default is the English one.
  const addresses = [
    `<link rel="canonical" href="${escapeAttribute(page.canonical)}" />`,
    ...page.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttribute(a.href)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(page.alternates[0]?.href ?? page.canonical)}" />`,
  ].join('');
  // The entry loads them before it hydrates: asked for beside it, not after it has run.
  const texts = textChunks[page.lang];
  const preloads = [
    ...new Set([
      ...(texts ? [texts] : []),
      ...page.routeIds.flatMap((id) => screenChunks[id] ?? []),
    ]),
  ]
    .map(
      (href) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`,
    )
    .join('');
  const description = page.meta.find((tag) => tag.name === 'description')?.content;
  let html = shell
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
    .replace('<html ', '<html data-ssr ')
    .replace(HYDRATION_SCRIPTS, '<$1 fetchpriority="low" ');
  if (page.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title!)}</title>`);
  if (description)
    html = html.replace(
      // Whatever whitespace the shell's formatter left between the attributes.
      /<meta\s+name="description"\s+content="[^"]*"/,
      () => `<meta name="description" content="${escapeAttribute(description)}"`,
    );
  return html
    .replace('</title>', () => `</title>${links}`)
    .replace('</head>', () => `${preloads}${head}${addresses}</head>`)
    .replace(
      '<div id="root"></div>',
      // Functions, not strings: a `$&` in a product's text must not be read as a pattern.
      () =>
        `<div id="root">${body}</div><script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(JSON.stringify(page.state))}</script>`,
    );
}
