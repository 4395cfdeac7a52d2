import * as auth from '@shared/api/auth';
import * as catalogue from '@shared/api/catalogue';
import * as chat from '@shared/api/chat';
import * as contact from '@shared/api/contact';
import type { Endpoint } from '@shared/api/endpoint';
import * as orders from '@shared/api/orders';
import * as telemetry from '@shared/api/telemetry';
import { BUSY_RETRY_AFTER_SECONDS } from './concurrency-limit';

/** How a policy admits: the mechanism of this folder that holds it. */
export type Mechanism =
  | 'rate-limit' // hits in a window, in the database (rate-limit.ts) or OTP's own tables
  | 'address-window' // hits in a window, in memory (address-window.ts)
  | 'concurrency' // slots and a queue (concurrency-limit.ts)
  | 'search-gate' // slots, a queue and a share per address (search-gate.ts)
  | 'render-budget' // renders a second, per address and shared (render-budget.ts)
  | 'upload-limits' // uploads in flight, per instance and per shopper (upload-limits.ts)
  | 'load-shedding' // the loop's lateness and memory (load-shedding.ts)
  | 'connection-cap'; // connections per address and the file table (connection-cap.ts, file-limit.ts)

/** What a refused request gets. */
export type Refusal =
  | { status: 429; code: 'TOO_MANY_REQUESTS'; retryAfterSeconds?: number }
  | { status: 503; code: 'UNAVAILABLE'; retryAfterSeconds: number }
  | 'shell' // a page is sent as the shell instead of rendered
  | 'svg' // a catalogue picture is sent as its drawing (SVG) instead of made into WebP
  | 'closed'; // the connection is closed before a request is read

export interface AdmissionPolicy {
  mechanism: Mechanism;
  /** The contract's operations it admits (their method and path). */
  operations: Endpoint[];
  /** Routes outside the contract (files, PDFs, pictures), by the template Fastify matches. */
  routes?: string[];
  refusal: Refusal | Refusal[];
}

const tooMany = { status: 429, code: 'TOO_MANY_REQUESTS' } as const;
/** sendBusy's answer (concurrency-limit.ts): the work is short, so the wait is too. */
const busy = {
  status: 503,
  code: 'UNAVAILABLE',
  retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
} as const;

/**
 * Every admission of the server, by the name of what it admits. The numbers live beside each
 * mechanism (config.ts for those an operator tunes); this table says which operation is held by
 * which, and what its refusal looks like, and names the series `bazaar_admission_refusals_total`
 * counts it under (admission-metrics.ts). An operation belongs to one policy at most.
 */
export const ADMISSION_POLICIES = {
  /** Wrong passwords: per account and per address (LOGIN_ATTEMPTS_PER_*). */
  login: {
    mechanism: 'rate-limit',
    operations: [auth.login, auth.changePassword, chat.sellerChatLogin],
    refusal: tooMany,
  },
  /** Codes sent per number and per address, tries per code (accounts/otp.ts). */
  otp: { mechanism: 'rate-limit', operations: [auth.mobileAuth, auth.addMobile], refusal: tooMany },
  /** Forms that create something or say whether an email is taken (FORM_POSTS_PER_IP_PER_HOUR). */
  forms: {
    mechanism: 'rate-limit',
    operations: [
      auth.register,
      auth.updateProfile,
      auth.completeProfile,
      contact.sendContactMessage,
    ],
    refusal: tooMany,
  },
  /** Coupon checks per shopper (orders/service.ts). */
  coupons: { mechanism: 'rate-limit', operations: [orders.checkCoupon], refusal: tooMany },
  /** Chat messages per shopper in 10 s (CHAT_SENDS_PER_10_SECONDS). */
  'chat-sends': {
    mechanism: 'rate-limit',
    operations: [chat.sendMessageToSeller],
    refusal: tooMany,
  },
  /** Pictures sent to a seller: in flight per shopper and instance, then stored one at a time. */
  uploads: {
    mechanism: 'upload-limits',
    operations: [chat.sendImageToSeller],
    refusal: [{ ...tooMany, retryAfterSeconds: 2 }, busy],
  },
  /** Searches with a text and suggestions. */
  search: {
    mechanism: 'search-gate',
    operations: [catalogue.getSearchSuggestions, catalogue.queryProducts],
    refusal: busy,
  },
  /** Server renders of pages (SSR_RENDERS_PER_SECOND). */
  render: { mechanism: 'render-budget', operations: [], routes: ['/*', '/'], refusal: 'shell' },
  /** Link-preview cards drawn on first asking. */
  previews: {
    mechanism: 'concurrency',
    operations: [],
    routes: ['/images/og/:file'],
    refusal: busy,
  },
  /** Catalogue pictures made into WebP on first asking (images/webp-pictures.ts). */
  pictures: {
    mechanism: 'concurrency',
    operations: [],
    routes: ['/images/:kind/:file'],
    refusal: 'svg',
  },
  /** Invoices and credit notes drawn as PDFs. */
  invoices: {
    mechanism: 'concurrency',
    operations: [],
    routes: ['/api/generate-invoice/:orderId', '/api/credit-note/:orderId/:creditNoteId'],
    refusal: busy,
  },
  /** Web Vitals and client errors, per address a minute, in memory. */
  'client-reports': {
    mechanism: 'address-window',
    operations: [telemetry.reportVitals, telemetry.reportClientError],
    refusal: tooMany,
  },
  /** Every request but catalogue reads, pages, pictures and health, when the instance is pressed. */
  load: {
    mechanism: 'load-shedding',
    operations: [],
    refusal: { status: 503, code: 'UNAVAILABLE', retryAfterSeconds: 5 },
  },
  /** Connections per address and all together (MAX_CONNECTIONS_PER_IP, the file table). */
  connections: { mechanism: 'connection-cap', operations: [], refusal: 'closed' },
} satisfies Record<string, AdmissionPolicy>;

export type PolicyName = keyof typeof ADMISSION_POLICIES;

/** `GET /api/home/query-products`: a route as Fastify knows it, method and template. */
const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * The policy of each route a policy names, by method and template: the contract's operations
 * under /api, the other routes as they are (any method; they are GETs).
 */
function policyByRoute(): Map<string, PolicyName> {
  const byRoute = new Map<string, PolicyName>();
  const claim = (key: string, name: PolicyName) => {
    const other = byRoute.get(key);
    if (other) throw new Error(`${key} is admitted by both ${other} and ${name}`);
    byRoute.set(key, name);
  };
  for (const [name, policy] of Object.entries(ADMISSION_POLICIES) as [
    PolicyName,
    AdmissionPolicy,
  ][]) {
    for (const operation of policy.operations)
      claim(routeKey(operation.method, `/api${operation.path}`), name);
    for (const url of policy.routes ?? []) claim(routeKey('GET', url), name);
  }
  return byRoute;
}

const POLICY_BY_ROUTE = policyByRoute();

/** The policy that admits a request to this route (method and template), if one does. */
export function policyOfRoute(method: string, url: string | undefined): PolicyName | undefined {
  if (url === undefined) return undefined;
  return POLICY_BY_ROUTE.get(routeKey(method === 'HEAD' ? 'GET' : method, url));
}
