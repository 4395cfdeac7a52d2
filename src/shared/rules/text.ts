import { SUGGESTION_MAX_CHARS } from '../constants';

/** 'mens-t_shirts' -> 'Mens T Shirts'; no slug -> 'Shop'. */
export function slugToTitle(slug: string | null | undefined): string {
  const words = (slug ?? '').split(/[-_\s]+/).filter(Boolean);
  if (words.length === 0) return 'Shop';
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** 'Home & Kitchen' -> 'home-kitchen'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Suggestion names are cut at 30 characters plus an ellipsis. */
export function truncateSuggestion(name: string, max = SUGGESTION_MAX_CHARS): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** Search text as matched: trimmed; empty means no search. */
export function normaliseSearch(text: string | null | undefined): string {
  return (text ?? '').trim();
}

/** '1 item', '3 items', '0 reviews': the count with its noun in the right number. */
export function plural(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
