import { m } from '@shared/i18n/paraglide/messages.js';
import { needsPagination, pageCount, pageWindow } from '@shared/rules/pagination';

/** Up to 5 numbered buttons with previous and next arrows; nothing when one page holds all. */
export function Pagination({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  if (!needsPagination(total, pageSize)) return null;
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  // 44 px on phones, a finger's width; compact from 768 px.
  const button =
    'min-h-11 min-w-11 rounded border px-2 py-1 text-sm disabled:opacity-40 md:min-h-9 md:min-w-9';
  return (
    <nav aria-label={m.pagination_label()} className="flex items-center justify-center gap-1">
      <button
        type="button"
        className={button}
        aria-label={m.pagination_previous()}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      >
        ‹
      </button>
      {pageWindow(current, pages).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === current ? 'page' : undefined}
          className={`${button} ${n === current ? 'border-teal-700 bg-teal-700 text-white' : 'bg-white'}`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={button}
        aria-label={m.pagination_next()}
        disabled={current >= pages}
        onClick={() => onPage(current + 1)}
      >
        ›
      </button>
    </nav>
  );
}
