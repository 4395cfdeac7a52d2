import { m } from '@shared/i18n/paraglide/messages.js';
import { failureId } from '@/lib/error-text';

/**
 * The request id of a server failure, small, under its message: a shopper's screenshot then
 * names the lines of the server's log an operator needs (observability/README.md).
 */
export function ErrorId({ error, className = '' }: { error: unknown; className?: string }) {
  const id = failureId(error);
  if (!id) return null;
  return (
    <p className={`text-xs text-slate-500 select-all ${className}`} data-testid="error-id">
      {m.account_error_id({ id })}
    </p>
  );
}
