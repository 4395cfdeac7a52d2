import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useOnServer } from '@/lib/on-server';

/** How far below (or above) the screen a part starts hydrating, so it is ready when scrolled to. */
const NEAR = '200px 0px';

/**
 * What a waiting part suspends on (React's `use`): the promise resolves when the part may
 * hydrate. `asked` stops the listeners once it is opened; `ready` turns true only after React has
 * seen the promise resolve, so an update that follows it finds the part able to hydrate at once.
 */
interface Gate {
  promise: Promise<void>;
  asked: boolean;
  ready: boolean;
  open(): void;
}

function closedGate(): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    promise: new Promise<void>((r) => (resolve = r)),
    asked: false,
    ready: false,
    open() {
      if (gate.asked) return;
      gate.asked = true;
      resolve();
    },
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
  // Every render reads it (React asks for the same use() calls each time); once resolved, React
  // reads it without suspending.
  if (gate) use(gate.promise);
  return children;
}

/**
 * Whether the part shows the children it is given now: at once without a gate; with one, after
 * React has seen it resolve. The listener goes after React's own (the part's use() added that one
 * during hydration), so React knows before this says so.
 */
function useGateReady(gate: Gate | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let live = true;
      void gate?.promise.then(() => {
        gate.ready = true;
        if (live) onChange();
      });
      return () => void (live = false);
    },
    [gate],
  );
  return useSyncExternalStore(
    subscribe,
    () => !gate || gate.ready,
    () => true,
  );
}

/**
 * Server HTML stays as it is (visible, links working as plain links) until the shopper shows an
 * interest: scrolls it near the viewport, or points at, touches or tabs into it (a click begins
 * with a pointerover or a pointerdown); only then does React hydrate it. A part already on the
 * first screen waits too, for the first scroll or touch: until then it is pictures and links, and
 * hydrating it at start-up was work the first screen did not need before the first input. A part
 * may be given another moment to open at (`opensAlso`: home's sliders, when their autoplay is to
 * start) and be told of the use that opened it (`onUsed`: a slider starts Swiper for it). Opened
 * offline, a part near the screen hydrates at once: its cards then say which products this device
 * has saved, which the server's HTML could not. Rendered in the browser alone (offline shell,
 * client navigation), the children render at once.
 *
 * Why this works: a component that suspends while hydrating leaves its Suspense boundary's server
 * HTML in place, and React hydrates it when the promise resolves. Its one trap: an update that
 * reaches a boundary still waiting makes React drop that HTML and render the fallback. So the
 * tree below is built once (memoised on `children`; give this stable children, from a memo'd
 * parent), and new children open the gate first, reaching the part once React can hydrate it.
 */
export function HydrateNearViewport({
  children,
  opensAlso,
  onUsed,
}: {
  children: ReactNode;
  /** Another moment the part opens at: called with `open`, answers what cancels it. */
  opensAlso?: (open: () => void) => () => void;
  /** Told of the shopper's use (a pointer or the focus) that opened the part, before it opens. */
  onUsed?: (event: Event) => void;
}) {
  const hydrated = useHydrated();
  const onServer = useOnServer();
  // Decided once, on the first render: only server HTML being hydrated waits.
  const [gate] = useState(() =>
    !hydrated && !onServer && typeof document !== 'undefined' ? closedGate() : null,
  );
  // New children while the part waits would be an update reaching a boundary still waiting: the
  // part keeps its first children, opens, and takes the new ones once React has seen it open.
  const [firstChildren] = useState(children);
  const ready = useGateReady(gate);
  const shown = ready ? children : firstChildren;
  useEffect(() => {
    if (gate && children !== firstChildren) gate.open();
  }, [gate, children, firstChildren]);
  // Where the part starts: an empty marker just before it. (A wrapping element would be laid out
  // empty while the parser has not reached its content yet, and its growing counted as a layout
  // shift.)
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const start = marker.current;
    if (!gate || gate.asked || !start) return;
    let near = false;
    // Scrolled since the page opened (a restored scroll position counts), or opened offline.
    let wanted = !navigator.onLine;
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.at(-1)!.isIntersecting;
        if (near && wanted) open();
      },
      { rootMargin: NEAR },
    );
    const onScroll = () => {
      wanted = true;
      if (near) open();
    };
    // Heard on the window, first of all: React's own listener on the root stops an event aimed at
    // HTML it has not hydrated (the link then works as a plain link).
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Node) || !inPartAfter(start, event.target)) return;
      onUsed?.(event);
      open();
    };
    const events = ['pointerover', 'pointerdown', 'focusin'] as const;
    // What cancels the other moment (`opensAlso` may open the part before it answers).
    const cancelAlso: (() => void)[] = [];
    const stop = () => {
      cancelAlso.splice(0).forEach((cancel) => cancel());
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      for (const type of events) window.removeEventListener(type, onEvent, { capture: true });
    };
    function open() {
      gate!.open();
      stop();
    }
    observer.observe(start);
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of events) window.addEventListener(type, onEvent, { capture: true });
    if (opensAlso && !gate!.asked) cancelAlso.push(opensAlso(open));
    return stop;
    // Read once, with the gate: the part waits for the moments it was first given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gate]);

  return useMemo(
    () => (
      <>
        <span ref={marker} aria-hidden="true" className="block" />
        <Suspense fallback={null}>
          <WaitFor gate={gate}>{shown}</WaitFor>
        </Suspense>
      </>
    ),
    [gate, shown],
  );
}
