import type { FastifyRequest } from 'fastify';

/**
 * Null when `path` is no screen it knows; else whether that screen's thing is missing (for a
 * personal screen: for the request's shopper; a guest's is not, the screen sends them to sign in).
 * The page layer asks the modules (listing-pages.ts, order-page.ts); the modules know no page.
 */
export type PageMissing = (request: FastifyRequest, path: string) => Promise<boolean> | null;
