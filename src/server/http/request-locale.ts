import type { FastifyRequest } from 'fastify';
import { baseLocale, locales, type Locale } from '@shared/i18n/locale-path';

/**
 * The language a write was made in: the tab sends its page's language (`hi-IN`) with every
 * write (src/app/lib/tab-api-client.ts). Only the first language named counts, and only one the
 * shop speaks; anything else is English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const first = String(request.headers['accept-language'] ?? '')
    .split(',')[0]!
    .trim()
    .split(/[-;]/)[0]!
    .toLowerCase();
  return locales.find((l) => l === first) ?? baseLocale;
}
