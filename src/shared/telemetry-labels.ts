/**
 * The bounded label values of what browsers report (src/shared/api/telemetry.ts), in a module
 * without zod, so the page's reporting code carries these lists and not the schemas.
 */
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const connectionTypes = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
/** server: the server's HTML from the network; cache: the service worker's or the HTTP cache's; browser: the shell, drawn in the browser. */
export const pageSources = ['server', 'cache', 'browser'] as const;
export const clientErrorKinds = ['error', 'rejection', 'boundary', 'worker'] as const;
