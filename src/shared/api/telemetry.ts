import { z } from 'zod';
import { clientErrorKinds, connectionTypes, pageSources, vitalNames } from '../telemetry-labels';
import { endpoint } from './endpoint';

/**
 * What shoppers' browsers report about the shop itself (our addition; the spec has no such
 * path): Web Vitals once per page view, and errors. Sent with navigator.sendBeacon, so the body
 * may arrive as text/plain; nothing personal: a route template, never the URL.
 */

/**
 * A client route template as the router names it: `/product/details/$slug`, never a filled
 * path. The server maps it onto its own route table (`../page-routes.ts`; a path of a route
 * maps onto that route too) and drops a report of a route the app does not have.
 */
const routeTemplate = z
  .string()
  .max(100)
  .regex(/^\/[\w$./-]*$/, 'route must be a route template such as /product/details/$slug');

export const reportVitals = endpoint({
  method: 'POST',
  path: '/rum',
  auth: false,
  summary: "A page view's Web Vitals (milliseconds; CLS unitless), for the operator's histograms",
  body: z.strictObject({
    route: routeTemplate,
    connection: z.enum(connectionTypes),
    source: z.enum(pageSources),
    vitals: z
      .array(
        z.strictObject({
          name: z.enum(vitalNames),
          value: z.number().min(0).max(600_000),
        }),
      )
      .min(1)
      .max(vitalNames.length),
  }),
  response: z.object({ received: z.literal(true) }),
});

export const reportClientError = endpoint({
  method: 'POST',
  path: '/client-errors',
  auth: false,
  summary: "An error in a shopper's browser (page, React boundary or service worker)",
  body: z.strictObject({
    kind: z.enum(clientErrorKinds),
    message: z.string().max(500),
    /** The script and position, without a query string. */
    source: z.string().max(300).optional(),
    line: z.number().int().min(0).optional(),
    column: z.number().int().min(0).optional(),
    stack: z.string().max(4000).optional(),
    route: routeTemplate,
    release: z.string().max(64),
  }),
  response: z.object({ received: z.literal(true) }),
});
