import { useNavigate, useSearch } from '@tanstack/react-router';
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
  return (
    <ListingPage
      variant={variant}
      search={search}
      update={(patch) => void navigate({ search: (s) => ({ ...s, ...patch }) })}
    />
  );
}
