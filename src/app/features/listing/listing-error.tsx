import type { ErrorComponentProps } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { ErrorId } from '@/components/error-id';
import { NotFound } from '@/components/not-found';
import { ApiError } from '@/lib/tab-api-client';

/** A listing route's error: only an unknown category or subcategory reaches it (prime-listing.ts). */
export function ListingError({ error }: ErrorComponentProps) {
  if (error instanceof ApiError && error.status === 404)
    return <NotFound title={m.listing_category_not_found()} text={m.listing_category_gone()} />;
  return (
    <NotFound title={m.account_something_wrong()} text={(error as Error).message}>
      <ErrorId error={error} className="mt-2" />
    </NotFound>
  );
}
