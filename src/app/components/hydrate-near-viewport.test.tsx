import { act, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { fakeIntersectionObservers } from '@/test/fake-intersection-observer';
import { HydrateNearViewport } from './hydrate-near-viewport';

/** The test says when a part is near. */
const observers = fakeIntersectionObservers();
/** The nth part on the page (each observes its own start) comes near the screen. */
const bringNear = (nth: number) => observers.observers[nth]!.tell(true);

const mounted: string[] = [];
function Part({ name }: { name: string }) {
  useEffect(() => void mounted.push(name), [name]);
  return (
    <>
      <section>
        <button type="button">{name}</button>
      </section>
      <aside>
        <a href="#ad">Ad after {name}</a>
      </aside>
    </>
  );
}

function Page({ label = 'first' }: { label?: string }) {
  return (
    <main>
      <h1>Page</h1>
      <HydrateNearViewport>
        <Part name={`A ${label}`} />
      </HydrateNearViewport>
      <HydrateNearViewport>
        <Part name="B" />
      </HydrateNearViewport>
    </main>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
const recoverable: unknown[] = [];

beforeEach(() => {
  mounted.length = 0;
  recoverable.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

/** The HTML a server (no `document` there) sends for the page. */
function serverHtml(element: React.ReactElement): string {
  const realDocument = document;
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.stubGlobal('document', realDocument);
  }
}

async function hydrate(element: React.ReactElement) {
  container.innerHTML = serverHtml(element);
  const html = container.innerHTML;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (e) => void recoverable.push(e) });
  });
  return html;
}

describe('hydrating a part when it comes near the screen', () => {
  it('leaves server HTML as it is until the shopper scrolls a part near, then hydrates it in place', async () => {
    const html = await hydrate(<Page />);
    expect(mounted).toEqual([]); // nothing hydrated yet
    expect(container.innerHTML).toBe(html); // and nothing drawn again or removed

    await act(async () => void window.dispatchEvent(new Event('scroll')));
    expect(mounted).toEqual([]); // scrolled, but no part near yet
    await act(async () => bringNear(1));
    expect(mounted).toEqual(['B']);
    await act(async () => bringNear(0));
    expect(mounted).toEqual(['B', 'A first']);
    expect(container.innerHTML).toBe(html);
    expect(recoverable).toEqual([]);
  });

  it('keeps a part already on the first screen waiting until the first scroll', async () => {
    const html = await hydrate(<Page />);
    await act(async () => bringNear(0)); // near as the page opens
    expect(mounted).toEqual([]);
    expect(container.innerHTML).toBe(html);

    await act(async () => void window.dispatchEvent(new Event('scroll')));
    expect(mounted).toEqual(['A first']); // B was never near
    expect(container.innerHTML).toBe(html);
    expect(recoverable).toEqual([]);
  });

  it('hydrates a part near the screen at once when the page opened offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await hydrate(<Page />);
      await act(async () => bringNear(1));
      expect(mounted).toEqual(['B']);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('hydrates a part the shopper touches or tabs into before it is near', async () => {
    await hydrate(<Page />);
    const [a] = container.querySelectorAll('button');
    const adAfterB = container.querySelectorAll('a')[1]!;
    // Outside both parts: nothing.
    await act(
      async () =>
        void container
          .querySelector('h1')!
          .dispatchEvent(new Event('pointerdown', { bubbles: true })),
    );
    expect(mounted).toEqual([]);
    await act(async () => void a!.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(mounted).toEqual(['A first']);
    // Any element of the part counts, not only its first.
    await act(
      async () => void adAfterB.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    );
    expect(mounted).toEqual(['A first', 'B']);
    expect(recoverable).toEqual([]);
  });

  it('hydrates a part a pointer comes over, before the click it may bring', async () => {
    await hydrate(<Page />);
    const b = container.querySelectorAll('button')[1]!;
    await act(async () => void b.dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(mounted).toEqual(['B']);
    expect(recoverable).toEqual([]);
  });

  it('hydrates a part at another moment it is given, and stops waiting for it once open', async () => {
    let moment!: () => void;
    const cancelled = vi.fn();
    const opensAlso = (open: () => void) => {
      moment = open;
      return cancelled;
    };
    const html = await hydrate(
      <main>
        <HydrateNearViewport opensAlso={opensAlso}>
          <Part name="A" />
        </HydrateNearViewport>
      </main>,
    );
    expect(mounted).toEqual([]);
    await act(async () => moment());
    expect(mounted).toEqual(['A']);
    expect(container.innerHTML).toBe(html);
    expect(cancelled).toHaveBeenCalledOnce();
    expect(recoverable).toEqual([]);
  });

  it('tells of the use that opened a part, and of nothing that did not', async () => {
    const used: string[] = [];
    const moment = { open: () => undefined as void };
    const page = (
      <main>
        <HydrateNearViewport
          opensAlso={(open) => ((moment.open = open), () => undefined)}
          onUsed={(event) => void used.push(event.type)}
        >
          <Part name="A" />
        </HydrateNearViewport>
      </main>
    );
    await hydrate(page);
    await act(async () => void window.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(used).toEqual([]); // not on the part
    const button = container.querySelector('button')!;
    await act(async () => void button.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(used).toEqual(['pointerdown']);
    expect(mounted).toEqual(['A']);
    // Open now: neither a later use nor the other moment is told again.
    await act(async () => void button.dispatchEvent(new Event('pointerover', { bubbles: true })));
    await act(async () => moment.open());
    expect(used).toEqual(['pointerdown']);
  });

  it('hydrates a waiting part at once when new children reach it, never blanking it', async () => {
    let relabel!: (label: string) => void;
    function Changing() {
      const [label, setLabel] = useState('first');
      useEffect(() => {
        relabel = setLabel;
      }, []);
      return <Page label={label} />;
    }
    await hydrate(<Changing />);
    const emptied: boolean[] = [];
    const watch = new MutationObserver(() => emptied.push(!container.textContent?.includes('A ')));
    watch.observe(container, { childList: true, subtree: true, characterData: true });

    await act(async () => relabel('second'));
    watch.disconnect();
    expect(container.textContent).toContain('A second');
    expect(mounted).toContain('A second');
    expect(emptied).not.toContain(true);
    expect(recoverable).toEqual([]);
  });

  it('renders at once when the page is drawn in the browser alone', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(mounted).toEqual(['A first', 'B']);
    expect(observers.observers).toHaveLength(0);
  });
});
