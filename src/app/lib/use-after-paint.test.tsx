import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import { holdFramesAndIdlePeriods } from '@/test/held-frames';
import type { useAfterPaint as UseAfterPaint } from './use-after-paint';

const { frames, idlePeriods, run } = holdFramesAndIdlePeriods();

// The turns are the module's: a test that leaves a part waiting for a frame it never runs would
// hold every later test's parts behind it. Each test takes the module anew.
let useAfterPaint: typeof UseAfterPaint;
beforeEach(async () => {
  vi.resetModules();
  ({ useAfterPaint } = await import('./use-after-paint'));
});

/** One frame, then one idle period, each running what was waiting for it. */
async function frameThenIdle() {
  for (const queue of [frames, idlePeriods]) await run(queue);
}

function Part({
  name,
  load,
  inTurn,
}: {
  name: string;
  load?: () => Promise<unknown>;
  inTurn?: boolean;
}) {
  return <p>{`${name} ${useAfterPaint(load, { inTurn }) ? 'started' : 'waiting'}`}</p>;
}

it('parts start one per idle period, in turn, with every part’s code asked for at once', async () => {
  const load = { slider: vi.fn(() => Promise.resolve()), menu: vi.fn(() => Promise.resolve()) };
  render(
    <>
      <Part name="slider" load={load.slider} />
      <Part name="menu" load={load.menu} />
      <Part name="toasts" />
    </>,
  );
  await frameThenIdle();
  expect(load.slider).toHaveBeenCalledOnce();
  expect(load.menu).toHaveBeenCalledOnce();
  expect(screen.getByText('slider waiting')).toBeInTheDocument();

  await frameThenIdle();
  expect(screen.getByText('slider started')).toBeInTheDocument();
  expect(screen.getByText('menu waiting')).toBeInTheDocument();
  await frameThenIdle();
  expect(screen.getByText('menu started')).toBeInTheDocument();
  expect(screen.getByText('toasts waiting')).toBeInTheDocument();
  await frameThenIdle();
  expect(screen.getByText('toasts started')).toBeInTheDocument();
});

it('a part waits for its code; one whose code fails does not hold the others', async () => {
  let arrive!: () => void;
  const slow = new Promise<void>((resolve) => (arrive = resolve));
  render(
    <>
      <Part name="broken" load={() => Promise.reject(new Error('offline'))} />
      <Part name="slow" load={() => slow} />
      <Part name="after" />
    </>,
  );
  await frameThenIdle();
  await frameThenIdle();
  expect(screen.getByText('broken started')).toBeInTheDocument();
  await frameThenIdle();
  await frameThenIdle();
  expect(screen.getByText('slow waiting')).toBeInTheDocument();
  expect(screen.getByText('after waiting')).toBeInTheDocument();

  await act(async () => arrive());
  await frameThenIdle();
  expect(screen.getByText('slow started')).toBeInTheDocument();
  await frameThenIdle();
  expect(screen.getByText('after started')).toBeInTheDocument();
});

it('a part out of turn starts at the first idle period after its code, whoever waits', async () => {
  render(
    <>
      <Part name="slider" load={() => Promise.resolve()} />
      <Part name="toasts" load={() => Promise.resolve()} inTurn={false} />
    </>,
  );
  await frameThenIdle();
  await run(idlePeriods);
  expect(screen.getByText('toasts started')).toBeInTheDocument();
  expect(screen.getByText('slider waiting')).toBeInTheDocument();
});

it('a part starts as a transition, which gives way: one still suspending leaves the page as it was', async () => {
  // React shows a boundary's fallback again for a default-priority update that suspends; a
  // transition keeps what is on screen instead, and draws in slices that yield to the browser.
  const never = new Promise<never>(() => {});
  function Suspends(): never {
    return use(never);
  }
  const drawnReady = vi.fn();
  function Slow() {
    const ready = useAfterPaint();
    if (ready) drawnReady();
    return ready ? <Suspends /> : <p>first screen</p>;
  }
  render(
    <Suspense fallback={<p>fallback</p>}>
      <Slow />
    </Suspense>,
  );
  // Its code asked for, then its turn.
  await frameThenIdle();
  await frameThenIdle();
  expect(drawnReady).toHaveBeenCalled();
  expect(screen.getByText('first screen')).toBeInTheDocument();
  expect(screen.queryByText('fallback')).toBeNull();
});
