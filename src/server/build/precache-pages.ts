/** One precache entry, as workbox-build hands them to a manifest transform. */
interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * Adds server-rendered pages to the service worker's precache. Their HTML names this build's
 * scripts, so each takes the revision of the build's shell (index.html): a new release fetches
 * them again when its worker installs, and the old copies go with the old precache. The worker
 * fetches them from the server at install time (the HTML holds catalogue data, such as the
 * footer's categories, that no build knows).
 */
export function precacheRenderedPages(pages: readonly string[]) {
  return (entries: PrecacheEntry[]): { manifest: PrecacheEntry[]; warnings?: string[] } => {
    const shell = entries.find((entry) => entry.url === 'index.html');
    if (!shell?.revision)
      return {
        manifest: entries,
        warnings: ['precacheRenderedPages: no index.html in the precache; pages left out'],
      };
    return {
      manifest: [...entries, ...pages.map((url) => ({ url, revision: shell.revision, size: 0 }))],
    };
  };
}
