import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * React Query's key hash, with the page's language added to catalogue keys outside English:
 * a category's name read on a Hindi page is another answer than on an English one (its URL
 * carries `lang=hi`), so each is kept, persisted and restored offline under its own hash. The
 * key arrays stay as they are, so `invalidateQueries({ queryKey: ['catalogue', ...] })` still
 * matches every language's copy. English hashes are the plain ones, as English URLs are.
 */
export function languageQueryKeyHash(language: () => string): (queryKey: QueryKey) => string {
  return (queryKey) => {
    const locale = language();
    return queryKey[0] === 'catalogue' && locale !== 'en'
      ? hashKey([...queryKey, { lang: locale }])
      : hashKey(queryKey);
  };
}
