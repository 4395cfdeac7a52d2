import { SERVER_PAR_PAGE } from '@shared/constants';

/**
 * While the first page loads: a page of grey cards the size of real ones, so the grid, the
 * pagination and the footer do not jump when the products arrive.
 */
export function ListingSkeleton({ className }: { className: string }) {
  return (
    <div className={className} aria-hidden data-testid="listing-skeleton">
      {Array.from({ length: SERVER_PAR_PAGE }, (_, i) => (
        <div
          key={i}
          className="w-full max-w-[200px] rounded-lg border border-slate-100 p-2 lg:max-w-[220px]"
        >
          <div className="aspect-square w-full rounded bg-slate-100" />
          <div className="mt-2 h-[7.25rem] rounded bg-slate-50" />
        </div>
      ))}
    </div>
  );
}
