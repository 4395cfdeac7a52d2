import type { FastifyRequest } from 'fastify';
import { baseLocale, type Locale } from '@shared/i18n/locale-path';
import type { Db } from '../../db/client';
import { namedLocale } from '../../http/request-locale';
import { localeOf } from '../accounts/repository';

/**
 * The language of the sandbox payer's pages, by the one resolver (http/request-locale.ts): the
 * one the request names (the `lang` cookie the language switch sets), else the order's shopper's
 * stored choice (the one their SMS and invoices speak), else English. A payer link opens in a new
 * tab of its own, with no `/hi/` path to read the page's language from.
 */
export async function payerLocale(
  db: Db,
  request: FastifyRequest,
  order?: { customerId: string },
): Promise<Locale> {
  return namedLocale(request) ?? (order ? localeOf(db, order.customerId) : baseLocale);
}
