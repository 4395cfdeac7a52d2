import { m } from '@shared/i18n/paraglide/messages.js';
import { CloseIcon } from '@/components/icons';
import type { AppliedFilter } from './applied-filters';

/** The applied filters as chips, each with its own clear button, and Clear all. */
export function AppliedFilterChips({
  chips,
  onClear,
  onClearAll,
}: {
  chips: AppliedFilter[];
  onClear: (chip: AppliedFilter) => void;
  onClearAll: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-2 text-sm"
      aria-label={m.listing_applied_filters()}
      role="group"
    >
      {chips.map((chip) => (
        <span
          key={chip.key}
          className="inline-flex items-center rounded-full border border-teal-700 bg-teal-50 pl-3 text-teal-900"
        >
          {chip.label}
          <button
            type="button"
            aria-label={m.listing_remove_filter({ label: chip.label })}
            className="flex h-11 w-11 items-center justify-center md:h-8 md:w-8"
            onClick={() => onClear(chip)}
          >
            <CloseIcon />
          </button>
        </span>
      ))}
      {/* Clear all clears the listing's filters; what the search text says stays with it. */}
      {chips.some((chip) => !chip.fromSearch) && (
        <button
          type="button"
          className="min-h-11 px-2 font-medium text-teal-800 underline md:min-h-0"
          onClick={onClearAll}
        >
          {m.listing_clear_all()}
        </button>
      )}
    </div>
  );
}
