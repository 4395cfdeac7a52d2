import { localizedPath, locales, toLocale } from './i18n/locale-path';
import { PAGE_STATE_ID } from './page-state-id';

/**
 * The pages the service worker keeps as the server last drew them: home in each language (`/`,
 * `/hi/`), where the installed app starts (its start_url is `/?source=pwa`; a shopper who chose
 * Hindi is sent on to `/hi/`). Opened again, online or not, each shows the shop from the document
 * itself instead of an empty shell that draws it in script (sw/keep-saved-home-page.ts).
 */
export const SAVED_HOME_PATHS: readonly string[] = locales.map((l) => localizedPath('/', l));

/** The home whose rows a read of HOME_ROWS_READ fetched, by its `lang` (none: English). */
export const savedHomeOfRows = (lang: string | null): string => localizedPath('/', toLocale(lang));

/**
 * Home's rows (getHomeProductListing): when the worker fetches them anew for a tab, it fetches
 * the page again too, so home kept for offline is as fresh as the rows the device saved.
 */
export const HOME_ROWS_READ = '/api/home/home-page-product-listing';

/** The built files a page names (`src="/assets/..."`, `href="/assets/..."`). */
const BUILT_FILE = /\s(?:src|href)="(\/assets\/[^"]+)"/g;

/**
 * Whether the worker may keep a page the server sent: drawn by the server (it carries its data
 * block), and naming only built files this worker has precached. During a rolling deploy the
 * server may run a newer release, whose files this worker would not have offline.
 */
export function isKeepablePage(html: string, isPrecached: (path: string) => boolean): boolean {
  if (!html.includes(` id="${PAGE_STATE_ID}">`)) return false;
  const files = [...html.matchAll(BUILT_FILE)].map((match) => match[1]!);
  return files.length > 0 && files.every(isPrecached);
}
