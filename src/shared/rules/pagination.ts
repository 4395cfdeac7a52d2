import { PAGE_BUTTONS } from '../constants';

/** pages = ceil(total / size). */
export function pageCount(total: number, size: number): number {
  if (size <= 0 || total <= 0) return 0;
  return Math.ceil(total / size);
}

/** Pagination shows only when there is more than one page. */
export function needsPagination(total: number, size: number): boolean {
  return total > size;
}

/**
 * The page numbers to show as buttons: at most `buttons`, the current page kept inside the
 * window and the window kept inside 1..pages.
 */
export function pageWindow(current: number, pages: number, buttons = PAGE_BUTTONS): number[] {
  if (pages <= 0) return [];
  const page = Math.min(Math.max(1, current), pages);
  const size = Math.min(buttons, pages);
  let start = Math.max(1, page - Math.floor(size / 2));
  if (start + size - 1 > pages) start = pages - size + 1;
  return Array.from({ length: size }, (_, i) => start + i);
}
