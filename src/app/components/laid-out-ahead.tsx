import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint, useAfterPaint } from '@/lib/use-after-paint';
import { FOCUSABLE } from './focusable';
import { useNarrowerThan, type OpenerHiddenFrom } from './drawn-ahead';

/**
 * What a tap on a narrow screen opens, drawn, styled and laid out before the tap, invisible: the
 * tap only makes it visible. DrawnAhead keeps its part hidden with React's `Activity`, so
 * showing it still mounted every effect of the part again (each link's, each subscription's)
 * and had the browser style and lay out the whole part for the first time, with the focus
 * moving in forcing both inside the tap's handler: on the reference phone that was most of
 * opening the filters (issue 64). Here the part is drawn once the first screen is painted and
 * the browser is idle (in turn with the other parts waiting for it, as a transition that gives
 * way), kept in the page with `visibility: hidden` (not focusable, not read, not hit by a
 * finger), and opening it changes one property that no layout depends on. Its `children` must
 * be the same element while what they show is unchanged (useMemo), so the tap draws none of
 * them again; the focus moves to its first control once it is painted open and back to the
 * opener when it closes (give the Drawer inside `focusOnMount={false}`).
 * Nothing is drawn at `hiddenFrom` px and wider, where the opener is hidden, nor on the server.
 */
export function LaidOutAhead({
  open,
  hiddenFrom,
  codeHere = true,
  children,
}: {
  open: boolean;
  hiddenFrom: OpenerHiddenFrom;
  /** For a part whose code loads apart: drawn ahead only once it is here, so it never suspends. */
  codeHere?: boolean;
  children: ReactNode;
}) {
  const canOpen = useNarrowerThan(hiddenFrom);
  const drawn = useDrawnWhenIdle();
  const box = useRef<HTMLDivElement>(null);
  useFocusInsideWhileOpen(box, open);
  if (!open && !(canOpen && drawn && codeHere)) return null;
  // A style, not a class: the hidden part must be hidden wherever no stylesheet is (tests).
  return (
    <div ref={box} style={open ? undefined : { visibility: 'hidden' }}>
      {children}
    </div>
  );
}

/** False until the first paint is done and the browser idle; then true, as a transition. */
function useDrawnWhenIdle(): boolean {
  const idle = useAfterPaint();

  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (idle) startTransition(() => setDrawn(true));
  }, [idle]);
  return drawn;
}

/**
 * On open, the focus moves to the part's first control, once the frame that shows it is painted;
 * on close, back to what had it. Focusing inside the tap's handler had the browser style the
 * shown part there (a focusable control must be visible) and dispatch the opener's focusout and
 * the control's focus events, all before the tap's first paint: on the reference phone's
 * slowdown that was most of opening the filters' handler time (issue 64). After that paint the
 * part is already styled, and the focus is one task. A part whose code is still on its way when
 * the tap comes (it suspends) has no control yet: the focus moves in once its first one is drawn.
 */
function useFocusInsideWhileOpen(box: React.RefObject<HTMLDivElement | null>, open: boolean) {
  useEffect(() => {
    const inside = box.current;
    if (!open || !inside) return;
    const opener = document.activeElement as HTMLElement | null;
    const focusFirst = () => {
      const first = inside.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
      return Boolean(first);
    };
    let waiting: MutationObserver | undefined;
    const cancelFocus = afterNextPaint(() => {
      if (focusFirst()) return;
      waiting = new MutationObserver(() => focusFirst() && waiting?.disconnect());
      waiting.observe(inside, { childList: true, subtree: true });
    });
    return () => {
      cancelFocus();
      waiting?.disconnect();
      opener?.focus();
    };
  }, [box, open]);
}
