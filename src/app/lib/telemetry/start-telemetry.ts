import type { AnyRouter } from '@tanstack/react-router';
import { ClientErrorReporter } from './client-error-reporter';
import { whenIdle } from '../when-idle';
import { connectionType, PageVitals, pageSource, RUM_SAMPLE_RATE } from './page-vitals';

/** The route template of the screen shown (`/product/details/$slug`), never its URL. */
const routeOf = (router: AnyRouter) => () => router.state.matches.at(-1)?.fullPath ?? '/';

/**
 * Started by main.tsx once the first screen is painted (this chunk is not part of the first
 * view): errors are reported from then on, and a sampled share of page views measures its Web
 * Vitals with web-vitals, loaded only for those, and only once the page has loaded and the
 * browser is idle: web-vitals reads what came before from the browser's buffered entries, and
 * its authors advise loading it after what the shopper waits for. On a phone its code and
 * observers took 100 ms of main thread at the reference slowdown, inside the page's start.
 * A page left before that sends no vitals.
 */
export function startTelemetry(
  router: AnyRouter,
  serverDrawn: boolean,
  sample: () => number = Math.random,
): void {
  const route = routeOf(router);
  const errors = new ClientErrorReporter({ release: __APP_VERSION__, route });
  errors.listen(window);
  router.update({
    ...router.options,
    defaultOnCatch: (error: unknown) => errors.report('boundary', error),
  });
  if (sample() >= RUM_SAMPLE_RATE) return;
  const vitals = new PageVitals({
    route: route(),
    connection: connectionType(navigator),
    source: pageSource(serverDrawn, performance),
  });
  afterLoadThenIdle(
    () =>
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(vitals.record);
        // After web-vitals' own listeners (capture phase), so CLS and INP are final when the beacon
        // goes. Not on pagehide: leaving by a link fires it before the page turns hidden, and the
        // beacon left without the CLS and INP web-vitals reports only then.
        addEventListener(
          'visibilitychange',
          () => document.visibilityState === 'hidden' && vitals.flush(),
        );
      }),
  );
}

/** Runs `run` in the first idle moment after the page's load event. */
function afterLoadThenIdle(run: () => void): void {
  if (document.readyState === 'complete') return void whenIdle(run);
  addEventListener('load', () => whenIdle(run), { once: true });
}
