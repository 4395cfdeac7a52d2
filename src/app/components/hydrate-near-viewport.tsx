import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** How far below (or above) the screen a part starts hydrating, so it is ready when scrolled to. */
const NEAR = '200px 0px';

/**
 * A promise React can read without suspending once opened: `use()` honours a thenable's
 * `status` (and writes 'pending' there itself while it waits), so a part opened during a render
 * hydrates in that same render.
 */
type Gate = Promise<void> & { status?: string; value?: undefined; open: () => void };
const isOpen = (gate: Gate) => gate.status === 'fulfilled';

function closedGate(): Gate {
  let resolve!: () => void;
  const gate = new Promise<void>((r) => (resolve = r)) as Gate;
  gate.open = () => {
    if (isOpen(gate)) return;
    gate.status = 'fulfilled';
    resolve();
  };
  return gate;
}

/**
 * Whether `target` lies in the server HTML of the boundary after `start`: up to the comment
 * `<!--/$-->` React closes a boundary with (a part with boundaries of its own inside would be
 * cut at the first; a home row has none).
 */
function inPartAfter(start: Element, target: Node): boolean {
  for (
    let node = start.nextSibling;
    node && (node as Partial<Comment>).data !== '/$';
    node = node.nextSibling
  )
    if (node.contains(target)) return true;
  return false;
}

function WaitFor({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate as Promise<void>);
  return children;
}

/**
 * Server HTML below the first screen stays as it is (visible, links working as plain links)
 * until it comes near the viewport or the shopper touches or tabs into it (a click begins with a
 * pointerdown); only then does React hydrate it. A page's start-up then costs the main thread the first screen only, not the
 * home page's 80 cards. Rendered in the browser alone (offline shell, client navigation), the
 * children render at once.
 *
 * Why this works: a component that suspends while hydrating leaves its Suspense boundary's server
 * HTML in place, and React hydrates it when the promise resolves. Its one trap: an update that
 * reaches a boundary still waiting makes React drop that HTML and render the fallback. So the
 * tree below is built once (memoised on `children`; give this stable children, from a memo'd
 * parent), and new children open the gate in the same render, hydrating at once instead.
 */
export function HydrateNearViewport({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // Decided once, on the first render: only server HTML being hydrated waits.
  const [gate] = useState(() =>
    !hydrated && typeof document !== 'undefined' ? closedGate() : null,
  );
  const [firstChildren] = useState(children);
  if (gate && children !== firstChildren) gate.open();
  // Where the part starts: an empty marker just before it. (A wrapping element would be laid out
  // empty while the parser has not reached its content yet, and its growing counted as a layout
  // shift.)
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const start = marker.current;
    if (!gate || isOpen(gate) || !start) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && open(),
      { rootMargin: NEAR },
    );
    // A touch or a tab into the part hydrates it before React handles that event. Heard
    // on the window, first of all: React's own listener on the root stops an event aimed at HTML
    // it has not hydrated (the link then works as a plain link).
    const onEvent = (event: Event) =>
      event.target instanceof Node && inPartAfter(start, event.target) && open();
    const events = ['pointerdown', 'focusin'] as const;
    const stop = () => {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, onEvent, { capture: true });
    };
    function open() {
      gate!.open();
      stop();
    }
    observer.observe(start);
    for (const type of events) window.addEventListener(type, onEvent, { capture: true });
    return stop;
  }, [gate]);

  return useMemo(
    () => (
      <>
        <span ref={marker} aria-hidden="true" className="block" />
        <Suspense fallback={null}>
          <WaitFor gate={gate}>{children}</WaitFor>
        </Suspense>
      </>
    ),
    [gate, children],
  );
}
