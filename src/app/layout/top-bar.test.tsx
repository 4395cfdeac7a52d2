import { act, fireEvent, screen } from '@testing-library/react';
import type * as AfterPaint from '@/lib/use-after-paint';
import type * as SideMenuModule from './side-menu';
import { renderWithRouter } from '@/test/render';
import { screenWidth } from '@/test/screen-width';
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
// `partsReady.now`: what useAfterPaint answers (whether the idle period's parts are here); a
// test that sets it waits for the side menu it then loads.
const partsReady = vi.hoisted(() => ({ now: false }));
vi.mock('@/lib/use-after-paint', async (original) => ({
  ...(await original<typeof AfterPaint>()),
  useAfterPaint: () => partsReady.now,
}));
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
});

describe("the phone's header buttons", () => {
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
    // Drawn while idle: the tap has only to show it, and draws it no more.
    const menu = await screen.findByRole('dialog', { name: 'Menu', hidden: true });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    const drawnBefore = sideMenuDrawn.count;
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(menu);
    expect(sideMenuDrawn.count).toBe(drawnBefore);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('draw the side menu ahead only on a screen narrow enough to show its button', async () => {
    partsReady.now = true;
    screenWidth(1023);
    const narrow = await renderWithRouter(<TopBar />);
    await screen.findByRole('dialog', { name: 'Menu', hidden: true });
    narrow.unmount();
    // Its code is here now: drawn ahead, it would be drawn at once.
    screenWidth(1024);
    const drawnBefore = sideMenuDrawn.count;
    await renderWithRouter(<TopBar />);
    // What React draws hidden is drawn once nothing more urgent is left.
    await act(async () => undefined);
    expect(screen.queryByRole('dialog', { name: 'Menu', hidden: true })).toBeNull();
    expect(sideMenuDrawn.count).toBe(drawnBefore);
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
