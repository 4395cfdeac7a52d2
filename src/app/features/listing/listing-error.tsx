import type { ErrorComponentProps } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { NotFound } from '@/components/not-found';
import { ApiError } from '@/lib/api-client';

/** A listing route's error: only an unknown category or subcategory reaches it (prime-listing.ts). */
export function ListingError({ error }: ErrorComponentProps) {
  if (error instanceof ApiError && error.status === 404)
    return <NotFound title={messages.categoryNotFound} text={messages.categoryGone} />;
  return <NotFound title={messages.somethingWrong} text={(error as Error).message} />;
}
