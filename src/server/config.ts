import { isIP } from 'node:net';
import { z } from 'zod';
import { ORDER_HOLD_SECONDS } from '@shared/constants';
import { DEFAULT_SHOP_NAME } from '@shared/manifest';
import { storedSecrets } from './stored-secrets';

/** true/false, or undefined when unset (the caller picks a default that depends on NODE_ENV). */
const optionalFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));
const boolFlag = optionalFlag.transform((v) => v ?? false);
/** A key or id a provider gave; empty counts as unset. */
const secretText = (name: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().min(1, `${name} must not be empty`).max(200).optional(),
  );
/** A provider's API address: https, or http only for a fake on this machine (tests). */
const apiUrl = (name: string, fallback: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(
        /^(https:\/\/[^/?#]+|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?)$/,
        `${name} must be https://host (or http://127.0.0.1:port for a fake)`,
      )
      .default(fallback),
  );

/** The variables each real provider cannot work without. */
export const PROVIDER_KEYS = {
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
  msg91: ['MSG91_AUTH_KEY', 'MSG91_OTP_TEMPLATE_ID', 'MSG91_SENDER_ID'],
  shiprocket: ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_WEBHOOK_TOKEN'],
} as const;

/** Every variable the server reads; docs/configuration.md lists each (tests/docs/config-table.test.ts). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless told: a shop on a laptop is not served to the whole network. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Query connections per process on PostgreSQL; unset: four per core, at most 20. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  /** The built storefront (npm run build) served beside the API. */
  CLIENT_DIR: z.string().default('./dist'),
  /**
   * The shop's address as shoppers reach it (https://bazaar.example.in), for the absolute links
   * link previews need; never taken from a request's Host, which anyone can write. Required in
   * production; unset (or empty) elsewhere, http://localhost and the port it listens on.
   */
  PUBLIC_ORIGIN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(
        /^https?:\/\/[^/?#]+$/,
        'PUBLIC_ORIGIN must be a scheme and host, like https://shop.example.in',
      )
      .optional(),
  ),
  /** Unset outside production: generated once and kept in DATA_DIR (see stored-secrets.ts). */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Web Push (VAPID) keys, base64url; unset outside production: generated like the secrets. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  /** Who runs this shop, for push services to write to (mailto: or https:). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
  /**
   * Hosts the server may send push messages to (suffixes, comma-separated): the browsers' push
   * services. A subscription naming another host is refused, so nobody can make the server post
   * to an address of their choosing. Unset outside production: any host.
   */
  PUSH_SERVICE_HOSTS: z.string().optional(),
  /**
   * The shop's name wherever a shopper reads it from the server: the web manifest, the UPI
   * payee name (pn) and the payer page, the invoice PDF, the OTP text. Latin letters, digits and
   * a little punctuation: the invoice's built-in PDF fonts and UPI apps read no more.
   */
  SHOP_NAME: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 &'.,-]{0,39}$/,
      "SHOP_NAME must be 1 to 40 letters, digits, spaces or & ' . , - (starting with a letter or digit)",
    )
    .default(DEFAULT_SHOP_NAME),
  /** Gone: the UPI payee name is SHOP_NAME; set, it stops the start rather than be ignored. */
  UPI_PAYEE_NAME: z
    .undefined({ error: 'UPI_PAYEE_NAME is no longer read: the UPI payee name is SHOP_NAME' })
    .optional(),
  /** console: the log and the last messages kept for /api/dev (development); msg91: real SMS through a DLT template. */
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  /** sandbox: a payer page approves or declines (development); razorpay: real UPI payments. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  /** Razorpay's API keys (Dashboard, API Keys) and the secret its webhooks are signed with. */
  RAZORPAY_KEY_ID: secretText('RAZORPAY_KEY_ID'),
  RAZORPAY_KEY_SECRET: secretText('RAZORPAY_KEY_SECRET'),
  RAZORPAY_WEBHOOK_SECRET: secretText('RAZORPAY_WEBHOOK_SECRET'),
  /** Razorpay's API; tests point it at a fake of the documented endpoints. */
  RAZORPAY_API_URL: apiUrl('RAZORPAY_API_URL', 'https://api.razorpay.com'),
  /** MSG91's auth key and the DLT-registered OTP template and sender id (header) it sends with. */
  MSG91_AUTH_KEY: secretText('MSG91_AUTH_KEY'),
  MSG91_OTP_TEMPLATE_ID: secretText('MSG91_OTP_TEMPLATE_ID'),
  /** Optional: the OTP template in Hindi, for shoppers on the Hindi pages (else English). */
  MSG91_OTP_TEMPLATE_ID_HI: secretText('MSG91_OTP_TEMPLATE_ID_HI'),
  MSG91_SENDER_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Z]{6}$/, 'MSG91_SENDER_ID must be the 6-letter DLT sender id, like BAZAAR')
      .optional(),
  ),
  MSG91_API_URL: apiUrl('MSG91_API_URL', 'https://control.msg91.com'),
  /**
   * Optional: the DLT templates of the order notices sent by SMS beside the push, as
   * `kind=id` pairs, comma-separated (kinds shipped, out_for_delivery, delivered,
   * refund_started; `.hi` after a kind for its Hindi template). A notice without one goes by
   * push only.
   */
  MSG91_NOTICE_TEMPLATES: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .max(2000)
      .regex(
        /^(shipped|out_for_delivery|delivered|refund_started)(\.hi)?=[\w-]{1,64}(,(shipped|out_for_delivery|delivered|refund_started)(\.hi)?=[\w-]{1,64})*$/,
        'MSG91_NOTICE_TEMPLATES must be kind=templateId pairs, comma-separated (kinds shipped, out_for_delivery, delivered, refund_started; kind.hi for Hindi)',
      )
      .transform((v) =>
        Object.fromEntries(v.split(',').map((pair) => pair.split('=') as [string, string])),
      )
      .optional(),
  ),
  /**
   * sandbox: parcels move along a clock through every status (development); shiprocket: real
   * couriers booked through Shiprocket (docs/shipping.md).
   */
  COURIER_PROVIDER: z.enum(['sandbox', 'shiprocket']).default('sandbox'),
  /** Shiprocket's API user (Settings, API, in its panel; not the panel's own login). */
  SHIPROCKET_EMAIL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.email("SHIPROCKET_EMAIL must be the API user's email").max(200).optional(),
  ),
  SHIPROCKET_PASSWORD: secretText('SHIPROCKET_PASSWORD'),
  /** The security token set beside the webhook URL in Shiprocket's panel (sent in x-api-key). */
  SHIPROCKET_WEBHOOK_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .min(16, 'SHIPROCKET_WEBHOOK_TOKEN must be at least 16 characters')
      .max(200)
      .optional(),
  ),
  SHIPROCKET_API_URL: apiUrl('SHIPROCKET_API_URL', 'https://apiv2.shiprocket.in'),
  /** Seconds between one sandbox courier scan and the next (tests use a second or two). */
  SANDBOX_COURIER_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** The shop's UPI id in the payment link (pa); its name (pn) is SHOP_NAME. */
  UPI_PAYEE_VPA: z
    .string()
    .regex(/^[\w.-]+@[\w.-]+$/, 'UPI_PAYEE_VPA must look like name@bank')
    .default('bazaar.sandbox@upi'),
  /** Signs provider webhooks (HMAC-SHA256 of the raw body). */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(16, 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters')
    .optional(),
  /**
   * The longest a payment attempt (and its screen) waits; the screen counts down what is left
   * of the order's hold, at most this. By default the whole hold; shortened in tests.
   */
  PAYMENT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(ORDER_HOLD_SECONDS)
    .default(ORDER_HOLD_SECONDS),
  /** The largest order (rupees, before the fee) that may be paid on delivery. */
  COD_MAX_ORDER_RUPEES: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  /** The cash on delivery fee in rupees, its own line on the order; 0: none. */
  COD_FEE_RUPEES: z.coerce.number().int().min(0).max(10_000).default(20),
  /** COD parcels a shopper may refuse at the door; one more and COD is no longer offered. */
  COD_MAX_REFUSALS: z.coerce.number().int().min(0).max(100).default(2),
  /** Lets a production deployment run on the sandbox providers on purpose (a demo shop). */
  ALLOW_SANDBOX_IN_PRODUCTION: boolFlag,
  /**
   * Behind a load balancer: which X-Forwarded-For hops to believe (the per-address limits use
   * the client address). A hop count (`1`: the proxy in front of us) or a list of proxy
   * addresses and CIDRs (`10.0.0.0/8,192.168.1.4`). `true` means 1: believing every hop would
   * let a client write its own address. Unset or `false`: the connection's address.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').trim();
      if (value === '' || value === 'false' || value === '0') return false as const;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((e) => e.trim());
      const bad = entries.filter((e) => {
        const [address, bits, ...rest] = e.split('/');
        const family = isIP(address ?? '');
        const maxBits = family === 6 ? 128 : 32;
        return (
          family === 0 ||
          rest.length > 0 ||
          (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))
        );
      });
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY must be a hop count or proxy addresses/CIDRs, not ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  /** Whole-request deadline (headers and body); a body trickled slower than this is cut off (408). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * Open connections one address may hold (0: no cap). Unset: 256, or no cap behind a proxy
   * (TRUST_PROXY), where every connection comes from the proxy and the proxy must cap them.
   */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  /**
   * Load shedding (503 with Retry-After, never for /api/health*): when the event loop runs this
   * many milliseconds late on average over half a second, or the process's resident memory
   * passes SHED_RSS_MB. 0 turns either off.
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(500),
  SHED_RSS_MB: z.coerce.number().int().min(0).default(1536),
  /**
   * On SIGTERM: seconds the instance keeps serving with /api/health/ready answering 503, so a
   * balancer checking every few seconds has moved new requests elsewhere before it closes.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /**
   * Pages the server may render a second, with a burst of four seconds' worth (the service
   * worker fetches the prerendered pages at once when it installs). Past it pages get the shell
   * and render in the browser, so a flood of made-up URLs cannot take the time the API needs.
   * Shared per client address, with a part kept for catalogue pages (http/admission/render-budget.ts).
   */
  SSR_RENDERS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve /metrics (Prometheus) and time every request; `false` turns both off. */
  METRICS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * A bearer token that opens /metrics to a scraper outside loopback and the trusted proxies'
   * networks (without it, only those may read it).
   */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /**
   * An OTLP/HTTP collector (`http://collector:4318`): set, the server sends traces there
   * (observability/tracing.ts); unset, no module of OpenTelemetry is loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL' })
      .optional(),
  ),
  /**
   * Seed the demo catalogue on first start when the database is empty. Unset: on outside
   * production, off in production, where an empty catalogue must not fill with demo products.
   */
  SEED_ON_START: optionalFlag,
  OTP_SENDS_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(5),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Sign-in attempts per account and per address in 15 minutes (a right password resets the account's). */
  LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(100),
  /** Register, contact, profile update and completion: posts per address per hour, each. */
  FORM_POSTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Chat messages a customer may send over REST in 10 seconds (the outbox retries past it). */
  CHAT_SENDS_PER_10_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Megabytes of chat pictures one customer may send in 24 hours (the disk is not theirs to fill). */
  CHAT_PICTURE_MB_PER_DAY: z.coerce.number().min(1).default(100),
  /**
   * Demo sellers (README): the seeded sellers sign in to chat with the published demo password,
   * and a seller who is offline answers once automatically. Unset: on outside production, off in
   * production, where a published password must never open a seller's chat.
   */
  SELLER_DEMO_PASSWORDS: optionalFlag,
  CHAT_AUTO_REPLY: optionalFlag,
});

/** As read, with the secrets and the flags whose default depends on NODE_ENV settled. */
export type Config = Omit<
  z.infer<typeof envSchema>,
  | 'SELLER_DEMO_PASSWORDS'
  | 'CHAT_AUTO_REPLY'
  | 'SEED_ON_START'
  | 'PUSH_SERVICE_HOSTS'
  | 'UPI_PAYEE_NAME'
> & {
  JWT_SECRET: string;
  PAYMENT_WEBHOOK_SECRET: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
  /** null: any host (development). */
  PUSH_SERVICE_HOSTS: string[] | null;
  SELLER_DEMO_PASSWORDS: boolean;
  CHAT_AUTO_REPLY: boolean;
  SEED_ON_START: boolean;
};

/** The push services of Chrome/Android, Firefox, Edge/Windows and Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

type FromEnv = z.output<typeof envSchema>;

/**
 * A real provider without its keys would take no payment, send no OTP or book no parcel: stop
 * now, by name.
 */
function refuseMissingProviderKeys(fromEnv: FromEnv): void {
  const chosen: [keyof typeof PROVIDER_KEYS, string][] = [
    ['razorpay', `PAYMENT_PROVIDER=${fromEnv.PAYMENT_PROVIDER}`],
    ['msg91', `SMS_PROVIDER=${fromEnv.SMS_PROVIDER}`],
    ['shiprocket', `COURIER_PROVIDER=${fromEnv.COURIER_PROVIDER}`],
  ];
  const missing = chosen
    .filter(([provider, setting]) => setting.endsWith(`=${provider}`))
    .flatMap(([provider, setting]) =>
      PROVIDER_KEYS[provider].filter((name) => !fromEnv[name]).map((name) => [name, setting]),
    );
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing
        .map(([name, setting]) => `  ${name}: required with ${setting}`)
        .join('\n')}`,
    );
  }
}

/** Production runs on its own secrets, real providers (unless asked) and its public address. */
function refuseUnsafeProduction(fromEnv: FromEnv): void {
  if (!fromEnv.JWT_SECRET) {
    throw new Error('Invalid configuration: set JWT_SECRET to a secret of your own in production');
  }
  if (!fromEnv.PAYMENT_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration: set PAYMENT_WEBHOOK_SECRET to a secret of your own in production',
    );
  }
  if (!fromEnv.VAPID_PUBLIC_KEY || !fromEnv.VAPID_PRIVATE_KEY || !fromEnv.VAPID_SUBJECT) {
    throw new Error(
      'Invalid configuration: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT in production ' +
        '(npx web-push generate-vapid-keys makes a pair)',
    );
  }
  const development = [
    ...(fromEnv.SMS_PROVIDER === 'console' ? ['SMS_PROVIDER=console'] : []),
    ...(fromEnv.PAYMENT_PROVIDER === 'sandbox' ? ['PAYMENT_PROVIDER=sandbox'] : []),
    // Its parcels move by themselves: in production it would tell shoppers of deliveries that
    // never happened.
    ...(fromEnv.COURIER_PROVIDER === 'sandbox' ? ['COURIER_PROVIDER=sandbox'] : []),
  ];
  if (development.length > 0 && !fromEnv.ALLOW_SANDBOX_IN_PRODUCTION) {
    throw new Error(
      `Invalid configuration: ${development.join(', ').replace(/, ([^,]*)$/, ' and $1')} ${development.length > 1 ? 'are development providers' : 'is a development provider'}; ` +
        'set ALLOW_SANDBOX_IN_PRODUCTION=true to run them in production on purpose',
    );
  }
  if (!fromEnv.PUBLIC_ORIGIN) {
    throw new Error(
      "Invalid configuration: set PUBLIC_ORIGIN to the shop's address in production, like " +
        "https://shop.example.in (the pages' absolute links name it, never a request's Host)",
    );
  }
}

/**
 * Reads the environment once; a bad value stops the start with a readable message. Secrets not
 * given are read from (or, on the first start, generated into) DATA_DIR; production needs them set.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { server = true }: { server?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const fromEnv = parsed.data;
  refuseMissingProviderKeys(fromEnv);
  if (fromEnv.NODE_ENV === 'production') refuseUnsafeProduction(fromEnv);
  // Secrets generated into one instance's DATA_DIR would differ from another's, and a shopper
  // signed in on one would be signed out by the next (401s that log nothing). Kept in the
  // database instead, they would travel with every backup and replica; so they are required.
  // Push subscriptions are made with one instance's public key and sent by any instance.
  const allGiven =
    fromEnv.JWT_SECRET &&
    fromEnv.PAYMENT_WEBHOOK_SECRET &&
    fromEnv.VAPID_PUBLIC_KEY &&
    fromEnv.VAPID_PRIVATE_KEY;
  if (server && fromEnv.DATABASE_URL && !allGiven) {
    throw new Error(
      'Invalid configuration: with DATABASE_URL, set JWT_SECRET, PAYMENT_WEBHOOK_SECRET, ' +
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (every instance on the database must share them)',
    );
  }
  const stored = allGiven ? null : storedSecrets(fromEnv.DATA_DIR);
  const hosts = fromEnv.PUSH_SERVICE_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const { UPI_PAYEE_NAME: _gone, ...settings } = fromEnv;
  return {
    ...settings,
    JWT_SECRET: fromEnv.JWT_SECRET ?? stored!.jwtSecret,
    PAYMENT_WEBHOOK_SECRET: fromEnv.PAYMENT_WEBHOOK_SECRET ?? stored!.webhookSecret,
    VAPID_PUBLIC_KEY: fromEnv.VAPID_PUBLIC_KEY ?? stored!.vapidPublicKey,
    VAPID_PRIVATE_KEY: fromEnv.VAPID_PRIVATE_KEY ?? stored!.vapidPrivateKey,
    VAPID_SUBJECT: fromEnv.VAPID_SUBJECT ?? 'mailto:shop-admin@localhost',
    PUSH_SERVICE_HOSTS:
      hosts ?? (fromEnv.NODE_ENV === 'production' ? DEFAULT_PUSH_SERVICE_HOSTS : null),
    SELLER_DEMO_PASSWORDS: fromEnv.SELLER_DEMO_PASSWORDS ?? fromEnv.NODE_ENV !== 'production',
    CHAT_AUTO_REPLY: fromEnv.CHAT_AUTO_REPLY ?? fromEnv.NODE_ENV !== 'production',
    SEED_ON_START: fromEnv.SEED_ON_START ?? fromEnv.NODE_ENV !== 'production',
  };
}
