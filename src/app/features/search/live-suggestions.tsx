import { useEffect } from 'react';
import type { Suggestion } from './suggestions';
import { useSuggestions } from './use-suggestions';

/**
 * The suggestions for the typed text, handed to the search box (search-box.tsx), which shows,
 * walks and picks them. Its code comes with the list's when the box is first focused: the first
 * paint draws an empty box.
 */
export default function LiveSuggestions({
  value,
  onItems,
}: {
  value: string;
  onItems: (items: Suggestion[]) => void;
}) {
  const items = useSuggestions(value);
  useEffect(() => {
    onItems(items);
    // Cleared when the box is emptied, so a new text never shows the last one's.
    return () => onItems([]);
  }, [items, onItems]);
  return null;
}
