import { localizedPath, locales, splitLocalePath, type Locale } from './locale-path';

/**
 * A language switch's link names its choice in the query (`/contact?lang=en`), so the choice
 * holds before the page hydrates and without script: the server remembers it in the `lang`
 * cookie and sends the shopper to the page's own address in that language, without the
 * parameter (one URL per page and language stays true for every cache).
 */
const CHOICE = 'lang';

/** The link to `href` (the screen's English path, with its query) in `locale`, naming the choice. */
export function languageChoiceHref(href: string, locale: Locale): string {
  const [beforeHash = '', hash] = href.split('#');
  const [path = '', query = ''] = beforeHash.split('?');
  const params = [...otherParams(query), `${CHOICE}=${locale}`].join('&');
  return `${localizedPath(path, locale)}?${params}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * The choice a page request names, and the address to send it to: the same page in that
 * language, its other parameters kept. Undefined when it names none the shop speaks.
 */
export function languageChoiceOf(url: string): { locale: Locale; to: string } | undefined {
  const [pathname = '', query = ''] = url.split('?');
  const named = query
    .split('&')
    .find((param) => param.startsWith(`${CHOICE}=`))
    ?.slice(CHOICE.length + 1);
  const locale = locales.find((l) => l === named);
  if (!locale) return undefined;
  // Leading slashes collapse to one: '//host' as a Location would leave the shop.
  const screen = `/${splitLocalePath(pathname).path.replace(/^[/\\]+/, '')}`;
  const rest = otherParams(query).join('&');
  return { locale, to: `${localizedPath(screen, locale)}${rest ? `?${rest}` : ''}` };
}

/** A query's parameters other than the choice, as written (the contract has no URLSearchParams). */
const otherParams = (query: string) =>
  query.split('&').filter((param) => param && !param.startsWith(`${CHOICE}=`));
