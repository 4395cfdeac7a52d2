import { act, render, screen } from '@testing-library/react';
import { DrawnAhead } from './drawn-ahead';

afterEach(() => {
  window.innerWidth = 1024;
});

const drawer = <div role="dialog" aria-label="Filters" />;

describe('what a tap on a narrow screen opens, drawn ahead', () => {
  it('is drawn hidden before the tap where its opener shows, and shown by the tap', () => {
    window.innerWidth = 375;
    const { rerender } = render(
      <DrawnAhead open={false} ahead hiddenFrom={768}>
        {drawer}
      </DrawnAhead>,
    );
    const hidden = screen.getByRole('dialog', { hidden: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <DrawnAhead open ahead hiddenFrom={768}>
        {drawer}
      </DrawnAhead>,
    );
    expect(screen.getByRole('dialog')).toBe(hidden);
  });

  it('waits for the tap when it is not to be drawn ahead', () => {
    window.innerWidth = 375;
    render(
      <DrawnAhead open={false} ahead={false} hiddenFrom={1024}>
        {drawer}
      </DrawnAhead>,
    );
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('is not in the page at all from the width where its opener is hidden', () => {
    for (const width of [768, 1280]) {
      window.innerWidth = width;
      const { unmount } = render(
        <DrawnAhead open={false} ahead hiddenFrom={768}>
          {drawer}
        </DrawnAhead>,
      );
      expect(screen.queryByRole('dialog', { hidden: true }), `${width}`).toBeNull();
      unmount();
    }
  });

  it('follows the screen: turned to a narrow width, it is drawn', () => {
    window.innerWidth = 1280;
    let changed = () => {};
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (media) =>
        ({
          media,
          // Live, as a browser's list is: it answers for the width of the moment.
          get matches() {
            return window.innerWidth < 768;
          },
          addEventListener: (_: string, listener: () => void) => void (changed = listener),
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(
      <DrawnAhead open={false} ahead hiddenFrom={768}>
        {drawer}
      </DrawnAhead>,
    );
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    window.innerWidth = 600;
    act(() => changed());
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('asks the browser for the width once, not on every render', () => {
    window.innerWidth = 375;
    const matchMedia = vi.spyOn(window, 'matchMedia');
    const drawn = (open: boolean) => (
      <DrawnAhead open={open} ahead hiddenFrom={768}>
        {drawer}
      </DrawnAhead>
    );
    const { rerender } = render(drawn(false));
    for (const open of [true, false, true, false]) rerender(drawn(open));
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    expect(matchMedia).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
