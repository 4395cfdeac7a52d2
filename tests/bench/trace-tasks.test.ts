import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from './trace-tasks';

const MAIN = { pid: 7, tid: 1 };
const complete = (name: string, atMs: number, ms: number, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts: 1_000_000 + atMs * 1000,
  dur: ms * 1000,
  ...thread,
});
const page: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  // An SVG picture's own document navigates too, with no address: not the page.
  {
    name: 'navigationStart',
    ph: 'R',
    ts: 900_000,
    ...MAIN,
    args: { data: { documentLoaderURL: '' } },
  },
  {
    name: 'navigationStart',
    ph: 'R',
    ts: 1_000_000,
    ...MAIN,
    args: { data: { documentLoaderURL: 'http://127.0.0.1/' } },
  },
  // A task of 120 ms: 100 of script, of which 30 of layout it forced.
  complete('RunTask', 100, 120),
  complete('FunctionCall', 110, 100),
  complete('Layout', 150, 30),
  // After the load (at 1,000 ms): a short task of paint.
  complete('ThreadControllerImpl::RunTask', 1500, 40),
  complete('Paint', 1500, 40),
  // Chrome records the document's paint and its root element's inside it, as long.
  complete('Paint', 1500, 40),
  // Past the window, and on another thread: neither counts.
  complete('RunTask', 9000, 500),
  complete('RunTask', 200, 300, { pid: 7, tid: 2 }),
];

describe("the main thread's work in a trace", () => {
  it("adds up the page's tasks, split at the load event, and what over 50 ms blocks", () => {
    const work = mainThreadWork(page, 1000, 5000);
    expect(work.totalMs).toBe(160);
    expect(work.toLoadMs).toBe(120);
    expect(work.afterLoadMs).toBe(40);
    expect(work.blockingMs).toBe(70);
  });

  it('gives each event its time less its children', () => {
    const { selfMs } = mainThreadWork(page, 1000, 5000);
    expect(Object.fromEntries(selfMs)).toEqual({
      RunTask: 20,
      FunctionCall: 70,
      Layout: 30,
      'ThreadControllerImpl::RunTask': 0,
      Paint: 40,
    });
  });

  it('gives each event its time with its children, once inside one of the same name', () => {
    const { inclusiveMs } = mainThreadWork(page, 1000, 5000);
    expect(inclusiveMs.get('RunTask')).toBe(120);
    expect(inclusiveMs.get('FunctionCall')).toBe(100);
    expect(inclusiveMs.get('Paint')).toBe(40);
  });

  it('says so when the trace loaded no page', () => {
    expect(() => mainThreadWork(page.slice(0, 2), 1000, 5000)).toThrow(/no navigation/);
  });

  it("says so when the page's navigation is not on a renderer's main thread", () => {
    expect(() => mainThreadWork(page.slice(1), 1000, 5000)).toThrow(/not on a renderer's main/);
  });
});
