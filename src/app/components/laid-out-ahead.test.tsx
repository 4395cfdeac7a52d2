import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { holdFramesAndIdlePeriods } from '@/test/held-frames';
import { LaidOutAhead } from './laid-out-ahead';

const { frames, idlePeriods, run } = holdFramesAndIdlePeriods();

afterEach(() => {
  window.innerWidth = 1024;
});

/** Frames and idle periods until every turn waiting for one has been taken. */
async function idleAfterPaint() {
  for (let i = 0; i < 3; i++) for (const queue of [frames, idlePeriods]) await run(queue);
}

/** The frame that shows the part is painted, and then the focus is on its first control. */
async function focusMovesIn() {
  await run(frames);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus());
}

/** A phone's page once idle, the focus on its Filter button as a tap leaves it: the button. */
async function idlePhonePage() {
  window.innerWidth = 375;
  render(<Opener />);
  await idleAfterPaint();
  const opener = screen.getByRole('button', { name: 'Filter' });
  opener.focus();
  return opener;
}

/** Counts the part's draws: the tap must show it, not draw it again. */
const drawn = vi.fn();
function Panel() {
  drawn();
  return (
    <div role="dialog" aria-label="Filters">
      <button type="button">Close filters</button>
    </div>
  );
}

function Opener() {
  const [open, setOpen] = useState(false);
  const panel = useMemo(() => <Panel />, []);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Filter
      </button>
      <LaidOutAhead open={open} hiddenFrom={768}>
        {panel}
      </LaidOutAhead>
    </>
  );
}

describe('what a tap opens, laid out ahead', () => {
  it('is drawn invisible once the page is idle, and the tap shows it without drawing it again', async () => {
    window.innerWidth = 375;
    render(<Opener />);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await idleAfterPaint();
    const invisible = screen.getByRole('dialog', { hidden: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Invisible, not taken out of the layout (display: none would be styled and laid out by the tap).
    const box = invisible.parentElement!;
    expect(box).toHaveStyle({ visibility: 'hidden' });
    expect(box).not.toHaveStyle({ display: 'none' });
    const drawsBefore = drawn.mock.calls.length;

    const opener = screen.getByRole('button', { name: 'Filter' });
    opener.focus();
    fireEvent.click(opener);

    expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(invisible);
    expect(box).not.toHaveStyle({ visibility: 'hidden' });
    expect(drawn).toHaveBeenCalledTimes(drawsBefore);
    await focusMovesIn();
  });

  it('moves the focus in after the frame that shows it, not in the tap', async () => {
    const opener = await idlePhonePage();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
    // The frame is drawn, in an act that waits for no task: an awaited act waits for one of its
    // own (setImmediate) when React had work, and under load Node may run the focus's zero
    // timeout before it, so the check raced the very task it is about.
    act(() => frames.splice(0).forEach((next) => next()));
    // The focus moves in the task after it.
    expect(opener).toHaveFocus();
    await focusMovesIn();
  });

  it('gives the focus back to its opener when it closes, and stays drawn, invisible', async () => {
    const opener = await idlePhonePage();
    fireEvent.click(opener);
    await focusMovesIn();
    act(() => opener.click());
    expect(opener).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
  });

  it('closed before the frame that shows it, leaves the focus with its opener', async () => {
    const opener = await idlePhonePage();
    fireEvent.click(opener);
    act(() => opener.click());
    await run(frames);
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(opener).toHaveFocus();
  });

  it('opened before the page is idle, it is drawn by the tap', async () => {
    window.innerWidth = 375;
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await focusMovesIn();
  });

  it('opened while its code is still on the way, takes the focus once it is drawn', async () => {
    window.innerWidth = 375;
    let arrive!: () => void;
    const LatePanel = lazy(
      () => new Promise<{ default: typeof Panel }>((r) => (arrive = () => r({ default: Panel }))),
    );
    function LateOpener() {
      const [open, setOpen] = useState(false);
      const panel = useMemo(
        () => (
          <Suspense fallback={null}>
            <LatePanel />
          </Suspense>
        ),
        [],
      );
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Filter
          </button>
          <LaidOutAhead open={open} hiddenFrom={768} codeHere={false}>
            {panel}
          </LaidOutAhead>
        </>
      );
    }
    render(<LateOpener />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await run(frames);
    await act(async () => arrive());
    await focusMovesIn();
  });

  it('is not in the page from the width where its opener is hidden', async () => {
    for (const width of [768, 1280]) {
      window.innerWidth = width;
      const { unmount } = render(<Opener />);
      await idleAfterPaint();
      expect(screen.queryByRole('dialog', { hidden: true }), `${width}`).toBeNull();
      unmount();
    }
  });
});
