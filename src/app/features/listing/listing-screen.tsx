import { useCallback } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ListingSearch } from '@/lib/catalogue/listing-search';
import { ListingPage } from './listing-page';

type ListingRoute = '/shops' | '/products/' | '/products/search';

/** The listing bound to its route: filters read from and written to the URL. */
export function ListingScreen({
  from,
  variant,
}: {
  from: ListingRoute;
  variant: 'shop' | 'search';
}) {
  const search = useSearch({ from });
  const navigate = useNavigate({ from });
  // One function for the page's life: the filters keep the elements they were drawn with.
  const update = useCallback(
    (patch: Partial<ListingSearch>) => void navigate({ search: (s) => ({ ...s, ...patch }) }),
    [navigate],
  );
  return <ListingPage variant={variant} search={search} update={update} />;
}
