import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { PAGE_NOT_FOUND, type ApiFetch, type ServerEntry } from '@shared/rendered-page';
import { pictureDataUrl } from '../modules/images/inline-picture';
import {
  namedShell,
  pageHtml,
  pageTextChunks,
  routeChunks,
  withInlineStylesheet,
  type ManifestChunk,
} from './page-html';
import { RenderBudget } from '../http/admission/render-budget';
import { pageKinds, type CatalogueLookup, type PageClass } from './page-kind';
import { ConcurrencyLimit } from '../http/admission/concurrency-limit';
import type { AppDeps } from '../http/context';

/** What the renderer reads of the app's dependencies, at each render (tests swap `pressure`). */
export type RendererDeps = Pick<AppDeps, 'metrics' | 'catalogueUpdates' | 'pressure'>;

/** A burst of visitors to one URL renders once; stock and ratings may be this old at most. */
export const SSR_CACHE_MS = 5_000;
/** Query strings make URLs endless; the cache stays small by dropping its oldest entries. */
const MAX_CACHED_PAGES = 500;
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/**
 * Renders running at once, and pages waiting for one; a page asked for beyond both gets the
 * shell and renders in the browser. Endless query strings defeat the cache, so without a cap a
 * flood of made-up URLs would queue renders without end and slow every visitor; with it, the
 * excess costs a file send. The wait absorbs ordinary bursts, such as the service worker
 * fetching the prerendered pages all at once when it installs.
 */
export const MAX_RENDERS_IN_FLIGHT = 4;
export const MAX_RENDERS_WAITING = 16;
export type PageAnswer = string | typeof PAGE_NOT_FOUND | null;
/** A render the budget or the load refused: the shell answers, and nothing is kept. */
const REFUSED = Symbol('refused');
/**
 * A product or category the catalogue does not have: a 404, not kept either. Asking again costs
 * one indexed lookup, and kept, a flood of made-up names would push the shop's rendered pages
 * out of the cache, a page every MAX_CACHED_PAGES requests.
 */
const MISSING = Symbol('missing');
type Answer = PageAnswer | typeof REFUSED | typeof MISSING;

export interface ServerRenderer {
  isPublicPage(pathname: string): boolean;
  isKnownPath(pathname: string): boolean;
  /**
   * The page's HTML, PAGE_NOT_FOUND (404 with the shell), or null when it is left to the
   * browser (the shell is sent instead). `client` is the asking address (request.ip), which
   * the render budget is shared by.
   */
  html(url: string, client: string): Promise<PageAnswer>;
}

/** The page's API reads, answered in-process by `app.inject`. */
function inProcessApi(app: FastifyInstance): ApiFetch {
  return async (url, init) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      ...(init.signal && { signal: init.signal }),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The build's page renderer and its shell. Loaded once: a new build is a new process (see
 * README.md), so the renderer, the shell and the client that hydrates them always come from the
 * same build.
 */
async function loadBuild(
  app: FastifyInstance,
  distDir: string,
  entryFile: string,
  shopName: string,
) {
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const renderer = entry.createPageRenderer(
    inProcessApi(app),
    pictureDataUrl,
    (error) =>
      app.log.error({ err: error }, 'a component failed in a server render; the shell is sent'),
    shopName,
  );
  const shell = withInlineStylesheet(
    namedShell(readFileSync(resolve(distDir, 'index.html'), 'utf8'), shopName),
    (path) => readFileSync(resolve(distDir, `.${path}`), 'utf8'),
  );
  const manifest = resolve(distDir, '.vite/manifest.json');
  const chunks = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  return {
    renderer,
    shell,
    textChunks: pageTextChunks(chunks),
    screenChunks: routeChunks(chunks),
  };
}

/**
 * The rendered pages, a few seconds each (SSR_CACHE_MS), bounded by entries and bytes, and
 * dropped on every catalogue change. `remember` hears of each page that rendered.
 */
function pageCache(deps: RendererDeps, remember: (key: string) => void) {
  const cache = new Map<string, { at: number; html: Promise<PageAnswer>; bytes: number }>();
  let cachedBytes = 0;
  const forget = (key: string) => {
    cachedBytes -= cache.get(key)?.bytes ?? 0;
    cache.delete(key);
  };
  deps.catalogueUpdates.subscribe(() => {
    cache.clear();
    cachedBytes = 0;
  });

  /**
   * Keeps the page's answer a few seconds, within the cache's bounds, from the moment it is
   * asked for: visitors arriving while it is looked up and rendered wait for the same one. A
   * refused render is not kept (the next visitor may get the page), nor a missing one.
   */
  function keep(key: string, answer: Promise<Answer>): Promise<PageAnswer> {
    const html = answer.then((page) =>
      page === REFUSED ? null : page === MISSING ? PAGE_NOT_FOUND : page,
    );
    forget(key);
    const entry = { at: Date.now(), html, bytes: 0 };
    cache.set(key, entry);
    void answer.then((page) => {
      if (page !== null && page !== PAGE_NOT_FOUND && typeof page === 'string') remember(key);
      if (cache.get(key) !== entry) return;
      if (page === REFUSED || page === MISSING) return forget(key);
      entry.bytes = page?.length ?? 0;
      cachedBytes += entry.bytes;
      while (cache.size > 0 && cachedBytes > MAX_CACHED_BYTES) forget(cache.keys().next().value!);
    });
    if (cache.size > MAX_CACHED_PAGES) forget(cache.keys().next().value!);
    return html;
  }

  /** The page kept for `key`, while it is fresh. */
  const fresh = (key: string) => {
    const hit = cache.get(key);
    return hit && Date.now() - hit.at < SSR_CACHE_MS ? hit.html : undefined;
  };
  return { fresh, keep };
}

/**
 * Server-rendered public pages for the built client in `distDir` (null when there is no SSR
 * build, e.g. under `npm run dev`, where Vite serves the client and it renders in the browser).
 * The page's API reads are answered in-process by `app.inject`; the HTML is the same for every
 * visitor, so it is kept a few seconds per URL and dropped at once when the catalogue changes.
 */
export async function createServerRenderer(
  app: FastifyInstance,
  deps: RendererDeps,
  distDir: string,
  options: {
    rendersPerSecond: number;
    shopName: string;
    /** What the catalogue has: its pages keep a share of the render budget (page-kind.ts). */
    catalogue: CatalogueLookup;
    now?: () => number;
  },
): Promise<ServerRenderer | null> {
  const entryFile = resolve(distDir, 'server/entry-server.js');
  if (!existsSync(entryFile)) return null;
  const build = await loadBuild(app, distDir, entryFile, options.shopName);
  const { renderer, shell, textChunks, screenChunks } = build;

  const { remember, pageKind } = pageKinds(options.catalogue);
  const cache = pageCache(deps, remember);
  const budget = new RenderBudget(options.rendersPerSecond, undefined, options.now);

  const renders = new ConcurrencyLimit(MAX_RENDERS_IN_FLIGHT, MAX_RENDERS_WAITING);
  async function renderNow(url: string): Promise<PageAnswer> {
    // html() asked `renders.full` first, in the same turn, so this cannot be refused.
    const release = await renders.acquire();
    try {
      const page = await renderer.render(url);
      const outcome =
        page === PAGE_NOT_FOUND ? 'not_found' : page === null ? 'left_to_browser' : 'rendered';
      deps.metrics.ssrRenders.inc({ outcome });
      return page === PAGE_NOT_FOUND || page === null
        ? page
        : pageHtml(shell, page, textChunks, screenChunks);
    } catch (error) {
      deps.metrics.ssrRenders.inc({ outcome: 'failed' });
      app.log.error({ err: error, url }, 'server render failed; the shell is sent');
      return null;
    } finally {
      release();
    }
  }

  /** Renders the page now, or REFUSED (the shell) when the budget or the load says no. */
  function renderOrRefuse(
    key: string,
    kind: PageClass,
    client: string,
  ): Promise<PageAnswer> | typeof REFUSED | typeof MISSING {
    if (kind === 'missing') return MISSING;
    // Not cached: the shell answers this request only, the next visitor gets the page. A
    // pressed instance renders nothing (see load-shedding.ts): the shell costs a file send.
    const refusal =
      deps.pressure() !== 'calm'
        ? 'pressure'
        : renders.full
          ? 'queue_full'
          : !budget.take(client, kind)
            ? 'budget'
            : null;
    if (refusal) {
      deps.metrics.ssrShellFallbacks.inc({ reason: refusal });
      // The pressure's shell is the load's, not the render policy's (load-shedding.ts).
      if (refusal !== 'pressure') deps.metrics.admissionRefusals.inc({ policy: 'render' });
      return REFUSED;
    }
    return renderNow(key);
  }

  return {
    isPublicPage: (pathname) => renderer.isPublicPage(pathname),
    isKnownPath: (pathname) => renderer.isKnownPath(pathname),
    html(url, client) {
      // One page per set of search parameters its route reads: `?utm_source=...` and friends
      // share the page without them, so made-up query strings do not make new renders.
      const key = renderer.canonicalUrl(url);
      const hit = cache.fresh(key);
      if (hit) {
        deps.metrics.ssrCacheHits.inc();
        return hit;
      }
      // renderOrRefuse asks `renders.full` and takes its place in the same turn.
      return cache.keep(
        key,
        pageKind(key).then<Answer>((kind) => renderOrRefuse(key, kind, client)),
      );
    },
  };
}
