import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A menu button's keyboard and focus: opening it focuses the first item, arrows, Home and End
 * move between items, Escape closes it and gives focus back to the button, Tab closes it.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    const shown = menu.current;
    if (!open || !shown) return;
    const first = () => items()[0];
    if (first()) return void first()!.focus();
    // The items' code may still be on its way (user-menu.tsx loads it after the first paint):
    // the first one takes focus as soon as it is drawn.
    const drawn = new MutationObserver(() => {
      if (!first()) return;
      drawn.disconnect();
      first()!.focus();
    });
    drawn.observe(shown, { childList: true, subtree: true });
    return () => drawn.disconnect();
  }, [open]);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (e.key === 'Escape') return (e.preventDefault(), close(true));
    if (e.key === 'Tab') return close(false);
    if (next === undefined) return;
    e.preventDefault();
    all[(next + all.length) % all.length]?.focus();
  };
  return { open, setOpen, button, menu, onMenuKey };
}
