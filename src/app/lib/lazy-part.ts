import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, like React's `lazy`, that renders at once when its code
 * has already arrived. `lazy` suspends on its first render even then (its promise settles a
 * microtask later), and React commits a suspended part's retry on a timer, together with any
 * other part retrying then: the two home sliders, started in separate idle periods
 * (use-after-paint.ts), were committed, and Swiper measured both, in one long task.
 * `load` is what `useAfterPaint` waits for; rendered before it settles, the part suspends as
 * with `lazy`.
 */
export function lazyPart<Props extends object>(
  importPart: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    importPart().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = lazy(load);
  function Part(props: Props) {
    // Chosen once per mount: switching type later would mount the part a second time.
    const [Type] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return createElement(Type, props);
  }
  return { load, Part };
}
