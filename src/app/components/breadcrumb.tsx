import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';

// A finger's height (44 px) and at least its width, on a 20 px line: the padding that makes the
// hit area is taken back by the margin, so the trail keeps its place and its spacing.
const CRUMB =
  '-mx-2 -my-3 inline-flex min-h-11 min-w-11 items-center justify-center px-2 hover:text-teal-700';

export function Breadcrumb({
  items,
}: {
  items: { label: string; to?: string; search?: Record<string, string> }[];
}) {
  return (
    <nav aria-label={m.breadcrumb_label()} className="text-sm text-slate-500">
      <Link to="/" className={CRUMB}>
        {m.nav_home()}
      </Link>
      {items.map((item) => (
        <span key={item.label}>
          <span className="mx-2">/</span>
          {item.to ? (
            <Link to={item.to} search={item.search} className={CRUMB}>
              {item.label}
            </Link>
          ) : (
            <span className="text-slate-700">{item.label}</span>
          )}
        </span>
      ))}
    </nav>
  );
}
