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

/** How much of a seller's message a toast or a push shows. */
export const MESSAGE_PREVIEW_CHARS = 60;

/**
 * The first words of a chat message for a toast or a notification: on one line, without control
 * characters, cut at the last whole word within `max` characters, with an ellipsis when cut
 * (a single word longer than `max` is cut inside it). '' for a message without words (a picture).
 * Plain text: the toast draws it as text and a notification's body is text, so markup in it
 * shows as the characters the seller typed and never runs.
 */
export function messagePreview(text: string, max = MESSAGE_PREVIEW_CHARS): string {
  const line = text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= max) return line;
  const within = line.slice(0, max + 1);
  const lastSpace = within.lastIndexOf(' ');
  const cut = lastSpace > 0 ? within.slice(0, lastSpace) : line.slice(0, max);
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`;
}
