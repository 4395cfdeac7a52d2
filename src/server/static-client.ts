import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PAGE_NOT_FOUND } from '@shared/rendered-page';
import { baseLocale, localizedPath, splitLocalePath, type Locale } from '@shared/i18n/locale-path';
import { languageChoiceOf } from '@shared/i18n/language-choice';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@shared/i18n/language-cookie';
import { ContentEtags } from './content-etags';
import { inlineScriptHashes } from './http/security-headers';
import { namedLocale } from './http/request-locale';
import {
  createServerRenderer,
  type RendererDeps,
  type ServerRenderer,
} from './ssr/server-renderer';
import type { CatalogueLookup } from './ssr/page-kind';
import type { PageMissing } from './ssr/page-missing';
import { namedShell, notFoundShell } from './ssr/page-html';

/** Paths the client never owns: the API, pictures, and the real-time channel. */
const SERVER_PATHS = /^\/(api|images|socket\.io)(\/|$)/;
/** The server renderer's own bundle (dist/server) is no file for browsers. */
const PRIVATE_FILES = /^\/server(\/|$)/;
/**
 * Built files: one that is not there (a page of the previous release asking for its chunk during
 * a rolling deploy) is a 404, never the app shell, which the browser would run as a script.
 */
const ASSET_PATHS = /^\/assets\//;
/** The longest file name most file systems allow. */
const MAX_FILE_NAME = 255;

/** The CSP hashes of the built shell's inline scripts (none when there is no build). */
export function clientScriptHashes(distDir: string): string[] {
  const index = `${resolve(distDir)}/index.html`;
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}

/**
 * Serves the built PWA from the same origin as the API: hashed assets cached for a year,
 * index.html and the service worker never cached by HTTP (so updates are seen). Answers null
 * when no build was found, else the not-found handler's part: public pages server-rendered
 * (see ssr/), other client routes the app shell.
 */
export async function serveClient(
  app: FastifyInstance,
  deps: RendererDeps,
  distDir: string,
  rendering: {
    rendersPerSecond: number;
    /** SHOP_NAME: written into every page sent (ssr/page-html.ts, namedShell). */
    shopName: string;
    /** What the catalogue has: its pages keep a share of the render budget (ssr/page-kind.ts). */
    catalogue: CatalogueLookup;
    publicOrigin?: string | undefined;
    /**
     * Whether a personal screen's thing is missing for this request's shopper (an order that is
     * not theirs): the shell is then answered 404, like a page not found.
     */
    personalPageMissing?: PageMissing;
    /**
     * Whether a public screen's thing is missing (a listing of a category the shop does not
     * have): 404 with the shell, whether or not the page would have rendered; else as usual.
     */
    publicPageMissing?: PageMissing;
  },
): Promise<ClientRoute | null> {
  const root = resolve(distDir);
  if (!existsSync(`${root}/index.html`)) return null;
  // Sent with the deployment's shop name, never as the built file (which has the default name);
  // the service worker's precache asks for /index.html by name. Read each time, as the file
  // server would: a new release's worker precaches the shell on disk, not the one this process
  // started with (pwa.spec's new-version test).
  const sendShell: SendShell = async (reply, status = 200, locale = baseLocale) => {
    const shell = namedShell(await readFile(`${root}/index.html`, 'utf8'), rendering.shopName);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(status === 404 ? notFoundShell(shell, locale, rendering.shopName) : shell);
  };
  app.get('/index.html', (_request, reply) => sendShell(reply));
  // /api, /images and /socket.io are never files, nor is a name too long for the file system:
  // those go to the not-found handler (JSON 404 or the app shell), not the plugin's 403.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '/*') return;
    const path = request.url.split('?')[0] ?? '';
    if (
      SERVER_PATHS.test(path) ||
      PRIVATE_FILES.test(path) ||
      path.split('/').some((segment) => segment.length > MAX_FILE_NAME)
    )
      return reply.callNotFound();
  });
  const etags = new ContentEtags(root, (name) => PRIVATE_FILES.test(`/${name}`));
  etags.answerNotModified(app);
  await app.register(fastifyStatic, {
    root,
    index: false,
    // Tags from the files' content (ContentEtags), the same on every instance with this build.
    etag: false,
    lastModified: false,
    // The build writes .br and .gz copies (src/server/build/precompress.ts): the one the browser
    // accepts is sent as is, with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, path, stat) => {
      etags.tag(res, path, stat);
      if (path.startsWith(`${root}/assets/`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/(index\.html|sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(path))
        res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  const renderer = await createServerRenderer(app, deps, root, rendering);
  const send = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply, renderer, sendShell, rendering);
  app.get('/', send);
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || SERVER_PATHS.test(path) || ASSET_PATHS.test(path)) return null;
    return send(request, reply);
  };
}

/** For a GET of a client route (not /api, /images or /socket.io): the page; else null. */
export type ClientRoute = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply> | null;

/** The app shell; a 404 is a page not found in `locale`, the language of the address asked. */
type SendShell = (reply: FastifyReply, status?: number, locale?: Locale) => Promise<FastifyReply>;

/** A public page as the server renders it, or the app shell (which renders in the browser). */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  renderer: ServerRenderer | null,
  sendShell: SendShell,
  {
    publicOrigin,
    personalPageMissing,
    publicPageMissing,
  }: {
    publicOrigin?: string | undefined;
    personalPageMissing?: PageMissing;
    publicPageMissing?: PageMissing;
  },
): Promise<FastifyReply> {
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  // A language switch's link, tapped before the page hydrated or without script: remember the
  // choice here, where the cookie it would have set is read next, and send the clean address.
  const choice = languageChoiceOf(request.url);
  if (choice) {
    reply.setCookie(LANGUAGE_COOKIE, choice.locale, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
    });
    return reply.redirect(choice.to, 302);
  }
  const path = request.url.split('?')[0] ?? '';
  const { locale, path: screen } = splitLocalePath(path);
  // An English address asked by a shopper who chose another language: that language's page. A
  // page's language is its prefix, then the cookie (http/request-locale.ts); no further, so
  // its HTML varies by nothing else.
  if (locale === baseLocale) {
    reply.header('vary', 'cookie');
    const chosen = namedLocale(request);
    if (chosen && chosen !== baseLocale)
      return reply.redirect(localizedPath(request.url, chosen), 302);
  }
  const missing = personalPageMissing?.(request, screen);
  if (missing) return sendShell(reply, (await missing) ? 404 : 200, locale);
  if (await publicPageMissing?.(request, screen)) return sendShell(reply, 404, locale);
  const page = renderer?.isPublicPage(path) ? await renderer.html(request.url, request.ip) : null;
  // A path no screen has, or a product that does not exist: 404, with the shell, which shows the
  // app's own not-found page (without an SSR build every path counts as known).
  if (page === PAGE_NOT_FOUND || (renderer && !renderer.isKnownPath(path)))
    return sendShell(reply, 404, locale);
  if (page === null) return sendShell(reply);
  // Link previewers need an absolute picture URL, and the page names the shop's own address, never
  // the request's Host or X-Forwarded-Host (anyone can write those, and a cache in front would
  // keep what they wrote). Production requires PUBLIC_ORIGIN. Without it (development), the shop
  // is on this machine: http://localhost and the port it listens on, which keeps the previews
  // of a local run absolute; before it listens (tests), the path stays root-relative.
  const origin = publicOrigin ?? localOrigin(request.server);
  return reply.send(
    origin ? page.replace(ABSOLUTE_ADDRESSES, (_, attr: string) => `${attr}${origin}/`) : page,
  );
}

/** The picture of link previews, the canonical link and the language alternates. */
const ABSOLUTE_ADDRESSES =
  /(<meta property="og:image" content="|<link rel="(?:canonical|alternate)"[^>]* href=")\//g;

/** http://localhost and the port this server listens on, or null before it listens. */
function localOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  return address && typeof address === 'object' ? `http://localhost:${address.port}` : null;
}
