import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@shared/i18n/language-cookie';
import { baseLocale, locales, type Locale } from '@shared/i18n/locale-path';
import type { Db } from '../../db/client';
import { localeOf } from '../accounts/repository';

/**
 * The language of the sandbox payer's pages: the language the browser chose on the shop (the
 * `lang` cookie the language switch sets), else the order's shopper's (the one they last signed in
 * on, as their SMS and invoices speak), else English. A payer link opens in a new tab of its own,
 * with no `/hi/` path to read the page's language from.
 */
export async function payerLocale(
  db: Db,
  request: FastifyRequest,
  order?: { customerId: string },
): Promise<Locale> {
  const chosen = locales.find((l) => l === request.cookies[LANGUAGE_COOKIE]);
  if (chosen) return chosen;
  return order ? localeOf(db, order.customerId) : baseLocale;
}
