import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { locales } from '@shared/i18n/locale-path';
import { badRequest, forStaff } from '../domain-error';

/** The catalogue's reads declare `lang` themselves: their words come in it (shared/api/catalogue.ts). */
export const declaresLanguage = (query: z.ZodType | undefined): boolean =>
  query instanceof z.ZodObject && 'lang' in query.shape;

/**
 * Every API call may name its page's language (`lang`, http/request-locale.ts). An operation
 * whose own query does not declare it still takes it: a language the shop does not speak is a
 * 400, as on the catalogue's reads, and the parameter is taken out of the query before the
 * operation's schema (strict on some operations) sees it. The resolver reads it from the URL.
 */
export function takeLanguageParameter(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || !('lang' in query)) return;
  const lang = query.lang;
  if (lang !== '' && !locales.some((l) => l === lang))
    throw badRequest(forStaff(`lang must be one of ${locales.join(', ')}`));
  delete query.lang;
}
