/** A precache manifest's entry, as vite-plugin-pwa writes it into the worker. */
export type PrecacheEntry = string | { url: string; revision: string | null };

/**
 * Half of the six connections a browser opens to one host over HTTP/1.1: the page the worker is
 * installed from is usually still asking for its pictures and answers, and keeps the other half
 * (Workbox went to one at a time for that contention: GoogleChrome/workbox#2528).
 */
export const WARM_UP_REQUESTS_AT_ONCE = 3;

/**
 * Workbox's install asks for the precache list one file after another: over a phone's round
 * trips, the build's files keep the shop from working offline for as many round trips as it has
 * files. A file without a revision is one whose name carries its hash, served immutable, and
 * Workbox asks for it through the browser's HTTP cache. So the worker asks for those first, a
 * few at a time, reading each answer whole so the HTTP cache keeps it; Workbox's own requests
 * then find them there (or wait for the one under way), and its checks and its cache stay
 * as they are. A revisioned file (the shell, the static pages) Workbox asks for past the HTTP
 * cache: warming it would fetch it twice, so it is left to Workbox. So is a file the precache
 * already keeps from the release before (Workbox does not ask for it again). A failure here is
 * left to Workbox's own request to find and report.
 */
export async function warmUpPrecache(
  entries: readonly PrecacheEntry[],
  baseURL: string,
  {
    fetchFile,
    alreadyKept,
    atOnce = WARM_UP_REQUESTS_AT_ONCE,
  }: {
    fetchFile: (url: string) => Promise<Response>;
    /** Whether the precache keeps this URL already. */
    alreadyKept: (url: string) => Promise<boolean>;
    atOnce?: number;
  },
): Promise<void> {
  const urls = [
    ...new Set(
      entries
        .filter((entry) => typeof entry === 'string' || entry.revision === null)
        .map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, baseURL).href),
    ),
  ];
  let next = 0;
  async function oneAfterAnother(): Promise<void> {
    while (next < urls.length) {
      const url = urls[next++]!;
      try {
        if (await alreadyKept(url)) continue;
        await (await fetchFile(url)).arrayBuffer();
      } catch {
        // Workbox asks again and reports it.
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, urls.length) }, oneAfterAnother));
}
