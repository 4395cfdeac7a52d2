import { z } from 'zod';
import { PAYMENT_COUNTDOWN_SECONDS } from '@shared/constants';

const DEFAULT_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';
const DEFAULT_WEBHOOK_SECRET = 'dev-only-webhook-secret-change-me';

const boolFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** The built storefront (npm run build) served beside the API. */
  CLIENT_DIR: z.string().default('./dist'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(DEFAULT_JWT_SECRET),
  SMS_PROVIDER: z.enum(['console']).default('console'),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** The shop's UPI id and name in the payment link (pa, pn). */
  UPI_PAYEE_VPA: z.string().regex(/^[\w.-]+@[\w.-]+$/, 'UPI_PAYEE_VPA must look like name@bank').default('storefront.sandbox@upi'),
  UPI_PAYEE_NAME: z.string().min(1).max(50).default('Storefront Marketplace'),
  /** Signs provider webhooks (HMAC-SHA256 of the raw body). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters').default(DEFAULT_WEBHOOK_SECRET),
  /** How long the payment screen waits for the payment (spec: 300 s); shortened in tests. */
  PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(5).max(900).default(PAYMENT_COUNTDOWN_SECONDS),
  /** Lets a production deployment run on the sandbox providers on purpose (a demo shop). */
  ALLOW_SANDBOX_IN_PRODUCTION: boolFlag,
  /** Behind a load balancer: take the client address from X-Forwarded-For (OTP limits per IP). */
  TRUST_PROXY: boolFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the catalogue on first start when the database is empty. */
  SEED_ON_START: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  OTP_SENDS_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(5),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
});

export type Config = z.infer<typeof envSchema>;

/** Reads the environment once; a bad value stops the start with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production') {
    if (config.JWT_SECRET === DEFAULT_JWT_SECRET) {
      throw new Error('Invalid configuration: set JWT_SECRET to a secret of your own in production');
    }
    if (config.PAYMENT_WEBHOOK_SECRET === DEFAULT_WEBHOOK_SECRET) {
      throw new Error('Invalid configuration: set PAYMENT_WEBHOOK_SECRET to a secret of your own in production');
    }
    if (!config.ALLOW_SANDBOX_IN_PRODUCTION) {
      throw new Error(
        `Invalid configuration: SMS_PROVIDER=${config.SMS_PROVIDER} and PAYMENT_PROVIDER=${config.PAYMENT_PROVIDER} ` +
          'are development providers; set ALLOW_SANDBOX_IN_PRODUCTION=true to run them in production on purpose',
      );
    }
  }
  return config;
}

/** A configuration for tests: defaults with the given overrides. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', ...overrides });
}
