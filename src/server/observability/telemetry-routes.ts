import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/telemetry';
import { forStaff, tooManyRequests } from '../domain-error';
import type { AppDeps } from '../http/context';
import { useBoundedJson } from '../http/json-body';
import { route } from '../http/route';
import { AddressWindow } from '../http/admission/address-window';
import { ClientErrorLog } from './client-error-log';
import { foldVitals, RumSeries } from './rum';

/** Page views one address may report a minute (a shopper browses a few a minute at most). */
export const RUM_REPORTS_PER_MINUTE = 30;
/** Error reports one address may send a minute (the app also sends each distinct error once). */
export const CLIENT_ERRORS_PER_MINUTE = 10;
export const TOO_MANY_REPORTS = 'Too many reports from this address, try again in a minute';

/**
 * POST /api/rum and /api/client-errors. navigator.sendBeacon sends a string as text/plain, so
 * here (and only here) a text/plain body is read as JSON, with the same size and depth bounds.
 */
export function registerTelemetryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const vitalsWindow = new AddressWindow(RUM_REPORTS_PER_MINUTE, 60_000);
  const errorsWindow = new AddressWindow(CLIENT_ERRORS_PER_MINUTE, 60_000);
  const rumSeries = new RumSeries();
  const clientErrorLog = new ClientErrorLog(deps.metrics);
  void app.register(async (beacons) => {
    useBoundedJson(beacons, undefined, 'text/plain');
    route(beacons, deps, api.reportVitals, async ({ body, request }) => {
      if (!vitalsWindow.take(request.ip)) throw tooManyRequests(forStaff(TOO_MANY_REPORTS));
      // A dropped report is answered alike: the beacon reads no answer, and a prober learns nothing.
      foldVitals(deps.metrics, rumSeries, body, request.ip);
      return { received: true as const };
    });
    route(beacons, deps, api.reportClientError, async ({ body, request }) => {
      if (!errorsWindow.take(request.ip)) throw tooManyRequests(forStaff(TOO_MANY_REPORTS));
      clientErrorLog.receive(body, request.log);
      return { received: true as const };
    });
  });
}
