import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';

/** 'sha256-...' of each inline executable script of an HTML page (JSON data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (
      type &&
      type !== 'module' &&
      type !== 'text/javascript' &&
      type !== 'application/javascript'
    )
      continue;
    hashes.push(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  }
  return hashes;
}

/** The same hash form for a `<style>` element's text (the sandbox pages' own styles). */
export const styleHash = (css: string) =>
  `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

export interface SecurityHeaderOptions {
  production: boolean;
  /** Hashes of the built index.html's inline scripts (the data preload). */
  scriptHashes: string[];
}

/**
 * Security headers on every answer, set once (helmet): a CSP that allows only the shop's own
 * scripts (plus the hashed inline preload), styles (inline too), pictures, fonts, API and socket; forms that
 * post only to the shop (the hosted checkout is served by it); no framing; no MIME sniffing; a
 * referrer without paths across sites; HSTS and upgrade-insecure-requests in production only
 * (a development shop is plain http on localhost).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes],
        // Styles may be inline: the toasts (react-hot-toast's goober) write a <style> at run
        // time. Scripts stay strict; inline CSS cannot run script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.production && { upgradeInsecureRequests: [] }),
      },
    },
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pictures and the shop's own files are same-origin; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the signed-in shopper's own: never stored by a cache. */
    personal?: boolean;
  }
}

/** The request sent a bearer token, or the answer sets a cookie: it belongs to one shopper. */
export function isPersonalAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.headers.authorization !== undefined || reply.hasHeader('set-cookie');
}

/**
 * `Cache-Control: no-store` on every personal answer: a route that needs a session, any request
 * that sent a bearer token, and any answer that sets a cookie. Public reads ignore the session,
 * so their answers stay cacheable even when the browser sends the cookie along.
 */
export function installPersonalNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.personal || isPersonalAnswer(request, reply))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
