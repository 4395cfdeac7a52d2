/** One event of a Chrome trace, as far as the main thread's accounting reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/**
 * What a trace must record for this accounting: the tasks and what they ran, and the page's
 * navigation (`navigationStart` is in blink.user_timing).
 */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8',
  'toplevel',
];

/** The names a top-level task of the renderer's main thread goes by, by Chrome version. */
const TASK = /^(RunTask|ThreadControllerImpl::RunTask)$/;
/** Past this, a task blocks input: the part over it is what Total Blocking Time adds. */
const LONG_TASK_MS = 50;

export interface MainThreadWork {
  /** All top-level tasks, ms. */
  totalMs: number;
  /** Of them, from the navigation to the load event. */
  toLoadMs: number;
  /** And from the load event to the end of the window. */
  afterLoadMs: number;
  /** Each task's time over 50 ms, summed (TBT's measure, without its cut at interactive). */
  blockingMs: number;
  /** Self time per event name, ms: what the tasks spent it on. */
  selfMs: Map<string, number>;
  /**
   * Time per event name with its children, ms, an event inside one of the same name counted once
   * (a Paint of the document holds a Paint of its root element, as long).
   */
  inclusiveMs: Map<string, number>;
}

/**
 * The renderer main thread's work in a trace of one page load: the page's main thread is the
 * renderer whose navigation loaded an http(s) document; time 0 is that navigation, and the
 * window ends `windowMs` later. Self time is an event's duration less its children's, so the
 * names say where a task's time went (script, style, layout, paint, the task's own overhead).
 */
export function mainThreadWork(
  events: TraceEvent[],
  loadAtMs: number,
  windowMs: number,
): MainThreadWork {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('the trace holds no navigation to an http(s) page');
  const mainThread = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      e.pid === navigation.pid &&
      e.tid === navigation.tid,
  );
  if (!mainThread) throw new Error("the page's navigation is not on a renderer's main thread");
  const start = navigation.ts;
  const end = start + windowMs * 1000;
  const complete = events
    .filter(
      (e) =>
        e.pid === navigation.pid &&
        e.tid === navigation.tid &&
        e.ph === 'X' &&
        e.dur !== undefined &&
        e.ts >= start &&
        e.ts < end,
    )
    // Parents before their children: by start, then the longer first.
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const work: MainThreadWork = {
    totalMs: 0,
    toLoadMs: 0,
    afterLoadMs: 0,
    blockingMs: 0,
    selfMs: new Map(),
    inclusiveMs: new Map(),
  };
  const open: { event: TraceEvent; ends: number; childrenUs: number }[] = [];
  const close = () => {
    const { event, childrenUs } = open.pop()!;
    const selfMs = (event.dur! - childrenUs) / 1000;
    work.selfMs.set(event.name, (work.selfMs.get(event.name) ?? 0) + selfMs);
    const parent = open.at(-1);
    if (parent) parent.childrenUs += event.dur!;
  };
  for (const event of complete) {
    while (open.length > 0 && open.at(-1)!.ends <= event.ts) close();
    if (open.length === 0) {
      // Work outside a task (trace bookkeeping) is not the page's.
      if (!TASK.test(event.name)) continue;
      const ms = event.dur! / 1000;
      work.totalMs += ms;
      if ((event.ts - start) / 1000 < loadAtMs) work.toLoadMs += ms;
      else work.afterLoadMs += ms;
      work.blockingMs += Math.max(0, ms - LONG_TASK_MS);
    }
    if (!open.some((o) => o.event.name === event.name))
      work.inclusiveMs.set(event.name, (work.inclusiveMs.get(event.name) ?? 0) + event.dur! / 1000);
    open.push({ event, ends: event.ts + event.dur!, childrenUs: 0 });
  }
  while (open.length > 0) close();
  return work;
}
