import { fireEvent, screen } from '@testing-library/react';
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

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe("the phone's header buttons", () => {
  it('open the side menu without drawing the rest of the top bar again', async () => {
    await renderWithRouter(<TopBar />);
    const opener = await screen.findByRole('button', { name: 'Open menu' });
    const drawnBefore = cartButtonDrawn.count;
    fireEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(cartButtonDrawn.count).toBe(drawnBefore);
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
  });
});
