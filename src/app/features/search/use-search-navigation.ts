import { useNavigate, useRouter } from '@tanstack/react-router';
import { normaliseSearch } from '@shared/rules/text';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { searchHref } from './search-href';
import type { Suggestion } from './suggestions';

/**
 * Where the search box leads: `search` opens the results for a text (never an empty one), `pick`
 * a suggestion (a product's page, or the results for its name). `leave` runs before either goes.
 */
export function useSearchNavigation(category: string | undefined, leave: () => void) {
  const navigate = useNavigate();
  const router = useRouter();
  const locale = usePageLocale();
  const search = (term: string) => {
    const trimmed = normaliseSearch(term);
    if (!trimmed) return;
    leave();
    // Straight into history: the router's own navigate would re-spell the address with one '&'.
    // History knows no language prefix: the address carries the page's.
    router.history.push(searchHref(category, trimmed, locale));
  };
  const pick = (s: Suggestion) => {
    leave();
    if (s.kind === 'product')
      void navigate({ to: '/product/details/$slug', params: { slug: s.slug } });
    else search(s.name);
  };
  return { search, pick };
}
