import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | null = null;

/**
 * prom-client's default series (CPU, RSS, heap, GC, event-loop lag, open handles), once per
 * process: they describe the process, not one app, and each collection starts an event-loop
 * monitor and a GC observer that would pile up if every app of a test run made its own.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
