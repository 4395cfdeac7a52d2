import { m } from '@shared/i18n/paraglide/messages.js';
import { CloseIcon } from '@/components/icons';
import { SearchBox } from '@/features/search/search-box';
import { HEADER_ICON } from './header-icon';

/** Below 1024 px the search box opens over the header, as a dialog that Escape closes. */
export function SearchOverlay({
  category,
  onClose,
}: {
  category: string | undefined;
  onClose: () => void;
}) {
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 flex gap-2 bg-white p-3 shadow-lg lg:hidden"
      role="dialog"
      aria-label={m.nav_search()}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <SearchBox category={category} onDone={onClose} autoFocus />
      <button
        type="button"
        aria-label={m.nav_close_search()}
        className={HEADER_ICON}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
