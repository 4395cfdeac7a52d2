import { act, render, screen } from '@testing-library/react';

/**
 * The toasts' container (react-hot-toast) is not part of a visit that raises no message: it
 * mounts with the first one, which it then shows. Each test loads the modules afresh, as a page.
 */
async function loadPage() {
  vi.resetModules();
  const { AfterPaint } = await import('./after-paint');
  const { notify } = await import('@/lib/notify');
  return { AfterPaint, notify };
}

const toaster = () => document.querySelector('[data-rht-toaster]');

// react-hot-toast asks whether motion should be reduced; the test DOM has no media queries.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the toasts after the first paint', () => {
  it('mounts no toast container until a message is raised', async () => {
    const { AfterPaint } = await loadPage();
    render(<AfterPaint shopName="Bazaar" />);
    // Long enough for every after-paint part to have started (idle periods fall back to 200 ms).
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(toaster()).toBeNull();
  });

  it('mounts the container with the first message and shows it', async () => {
    const { AfterPaint, notify } = await loadPage();
    render(<AfterPaint shopName="Bazaar" />);
    act(() => notify.error('Out of stock'));
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(toaster()).not.toBeNull();
  });

  it('shows a message raised before the page drew the container', async () => {
    const { AfterPaint, notify } = await loadPage();
    notify.success('Product added to cart');
    render(<AfterPaint shopName="Bazaar" />);
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument();
  });
});
