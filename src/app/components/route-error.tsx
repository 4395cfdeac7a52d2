import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { ApiError } from '@/lib/api-client';
import { NotFound } from './not-found';
import { OfflineMessage } from './offline';

/**
 * A screen that failed to load, shown inside the page's header and footer: offline with nothing
 * saved, or a real error.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof ApiError && error.isNetworkError)
    return <OfflineMessage onRetry={() => (reset(), void router.invalidate())} />;
  return <NotFound title={messages.somethingWrong} text={(error as Error).message} />;
}
