import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as AfterPaint from '@/lib/use-after-paint';
import type * as SideMenuModule from './side-menu';
import { renderWithRouter } from '@/test/render';
import { TopBar } from './top-bar';

// Counts the top bar's renders through its cart button, drawn once per render of the bar.
const cartButtonDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('./cart-button', () => ({
  CartButton: () => {
    cartButtonDrawn.count++;
    return null;
  },
}));

// Counts the side menu's draws.
const sideMenuDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('./side-menu', async (original) => {
  const { SideMenu } = await original<typeof SideMenuModule>();
  return {
    SideMenu: (props: Parameters<typeof SideMenu>[0]) => {
      sideMenuDrawn.count++;
      return SideMenu(props);
    },
  };
});

// Nothing here loads after the test: not the header's parts at idle, nor the search box's
// suggestions on focus. A module still loading when the test ends fails the run at teardown.
// `partsReady.now`: whether the page reaches its idle period, where useAfterPaint loads what it
// is given and answers true once that is here; a test that sets it waits for the side menu it
// then loads.
const partsReady = vi.hoisted(() => ({ now: false }));
vi.mock('@/lib/use-after-paint', async (original) => {
  const { useEffect, useState } = await import('react');
  return {
    ...(await original<typeof AfterPaint>()),
    useAfterPaint: (load?: () => Promise<unknown>) => {
      const [here, setHere] = useState(false);
      useEffect(() => {
        if (partsReady.now) void (load?.() ?? Promise.resolve()).then(() => setHere(true));
      }, [load]);
      return here;
    },
  };
});
vi.mock('@/features/search/search-box', () => ({ SearchBox: () => null }));

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  partsReady.now = false;
  window.innerWidth = 1024;
});

describe("the phone's header buttons", () => {
  beforeEach(() => {
    window.innerWidth = 375;
  });

  it('open the side menu without drawing the rest of the top bar again', async () => {
    await renderWithRouter(<TopBar />);
    const opener = await screen.findByRole('button', { name: 'Open menu' });
    const drawnBefore = cartButtonDrawn.count;
    fireEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(cartButtonDrawn.count).toBe(drawnBefore);
  });

  it('show the side menu drawn ahead, hidden, once its code is here', async () => {
    partsReady.now = true;
    await renderWithRouter(<TopBar />);
    // Laid out while idle, invisible (nameless while it is: no name is read out of it): the tap
    // has only to show it, and draws it no more.
    const menu = await screen.findByRole('dialog', { hidden: true });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    const drawnBefore = sideMenuDrawn.count;
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(menu);
    expect(sideMenuDrawn.count).toBe(drawnBefore);
    // In once the frame that shows it is painted.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('open the search without drawing the rest of the top bar again', async () => {
    await renderWithRouter(<TopBar />);
    // The phone's button, not the search box's own (in its form, shown from 1024 px).
    const opener = (await screen.findAllByRole('button', { name: /^Search$/ })).find(
      (button) => !button.closest('form'),
    )!;
    const drawnBefore = cartButtonDrawn.count;
    fireEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(cartButtonDrawn.count).toBe(drawnBefore);
    // Closed, it is gone, not hidden: drawn again on the next tap, its field focuses itself.
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(document.querySelector('[role=dialog][aria-label="Search"]')).toBeNull();
  });
});

describe('a wide screen, where the header has no menu or search button to tap', () => {
  it('draws neither the side menu nor the search overlay, even once their code is here', async () => {
    partsReady.now = true;
    // On a phone the menu's code arrives and it is drawn ahead...
    window.innerWidth = 375;
    const phone = await renderWithRouter(<TopBar />);
    await screen.findByRole('dialog', { hidden: true });
    phone.unmount();
    // ...on a wide screen, with the code already here, nothing is drawn.
    window.innerWidth = 1280;
    const drawnBefore = sideMenuDrawn.count;
    await renderWithRouter(<TopBar />);
    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog', { name: 'Menu', hidden: true })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Search', hidden: true })).toBeNull();
    expect(sideMenuDrawn.count).toBe(drawnBefore);
  });
});

describe("the header's logo", () => {
  it('is drawn in the page, not fetched as an SVG picture, inside the link home', async () => {
    await renderWithRouter(<TopBar />);
    const home = await screen.findByRole('link', { name: /home/i });
    // An <img> of an SVG is a document of its own, set up and drawn again on the main thread.
    expect(home.querySelector('img')).toBeNull();
    const logo = home.querySelector('svg')!;
    expect(logo.getAttribute('viewBox')).toBe('0 0 64 64');
    expect(logo.closest('[aria-hidden="true"]')).not.toBeNull();
    // Drawn, not written: text inside it would become the link's visible text, which its name
    // "{shop} home" would then have to contain (axe's label-content-name-mismatch).
    expect(logo.querySelector('text')).toBeNull();
    expect(logo.textContent).toBe('');
  });
});
