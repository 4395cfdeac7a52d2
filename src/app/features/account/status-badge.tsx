const COLOURS: Record<string, string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  'not paid': 'bg-amber-100 text-amber-900',
  placed: 'bg-emerald-100 text-emerald-800',
  success: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-rose-100 text-rose-800',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium capitalize ${COLOURS[status] ?? 'bg-slate-100'}`}
    >
      {status}
    </span>
  );
}
