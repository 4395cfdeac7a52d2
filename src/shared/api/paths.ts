import * as address from './address';
import type { ApiEndpoints } from './api-types';
import * as auth from './auth';
import * as cart from './cart';
import * as changes from './changes';
import * as catalogue from './catalogue';
import * as chat from './chat';
import * as contact from './contact';
import type { Endpoint, HttpMethod } from './endpoint';
import * as orders from './orders';
import * as payment from './payment';
import * as pincode from './pincode';
import * as push from './push';
import * as reviews from './reviews';
import * as returns from './returns';
import * as wishlist from './wishlist';

export type OperationName = keyof ApiEndpoints;

/** What a client needs to call one operation: plain data, no zod. */
export interface Route {
  method: HttpMethod;
  path: string;
  /** Needs a signed-in customer. */
  auth: boolean;
}

const areas = [
  address,
  auth,
  cart,
  changes,
  catalogue,
  chat,
  contact,
  orders,
  payment,
  pincode,
  push,
  reviews,
  returns,
  wishlist,
];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;

function routeTable(): Record<OperationName, Route> {
  const table: Partial<Record<OperationName, Route>> = {};
  for (const area of areas)
    for (const [name, value] of Object.entries(area))
      // The export's name is the operation's name (api-types.ts derives the same keys).
      if (isEndpoint(value))
        table[name as OperationName] = { method: value.method, path: value.path, auth: value.auth };
  return table as Record<OperationName, Route>;
}

/**
 * Method, path and whether a session is needed, for every operation, taken from the endpoints
 * the area files declare. Bundles built by Vite (the page, the service worker, the server
 * renderer) get this module as its value, computed at build time (`apiRouteTable` in
 * vite.config.ts), so the zod schemas never ship to a browser.
 */
export const paths = routeTable();
