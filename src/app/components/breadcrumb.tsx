import { Link } from '@tanstack/react-router';

export function Breadcrumb({
  items,
}: {
  items: { label: string; to?: string; search?: Record<string, string> }[];
}) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
      <Link to="/" className="hover:text-teal-700">
        Home
      </Link>
      {items.map((item) => (
        <span key={item.label}>
          <span className="mx-2">/</span>
          {item.to ? (
            <Link to={item.to} search={item.search} className="hover:text-teal-700">
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
