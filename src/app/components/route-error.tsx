import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { ApiError } from '@/lib/tab-api-client';
import { ErrorId } from './error-id';
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
  return (
    <NotFound title={m.account_something_wrong()} text={(error as Error).message}>
      <ErrorId error={error} className="mt-2" />
    </NotFound>
  );
}
