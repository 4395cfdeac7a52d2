import { loadConfig, type Config } from '../config';

/** A fixed Web Push key pair for tests (made with web-push's generateVAPIDKeys). */
export const TEST_VAPID = {
  VAPID_SUBJECT: 'mailto:tests@example.in',
  VAPID_PUBLIC_KEY:
    'BDo0AfvihnFnbWH-NHY0xhy6L_0pnxpdIaZheWaufrt4oCjCIjJez1SbwsQzjuP0fpOQ6wjhoW7vKTiaWdWWmg8',
  VAPID_PRIVATE_KEY: 'okO1WNARW4hHCDpDa-r8CZnegO2LYsDBBH-Prtytgjo',
};

/** A configuration for tests: defaults with the given overrides (fixed secrets, nothing written). */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    JWT_SECRET: 'test-only-jwt-secret-0123456789abcdef',
    PAYMENT_WEBHOOK_SECRET: 'test-only-webhook-secret',
    ...TEST_VAPID,
    // Production requires it; the pages' absolute links name it.
    PUBLIC_ORIGIN: 'http://shop.test',
    // Test files register and sign in many shoppers from one address; limit tests lower these.
    LOGIN_ATTEMPTS_PER_IP: '10000',
    FORM_POSTS_PER_IP_PER_HOUR: '10000',
    // An automatic answer would land in every chat test's threads; its own test turns it on.
    CHAT_AUTO_REPLY: 'false',
    // Test files run side by side and keep the loop busy; shedding has its own test.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_RSS_MB: '0',
    // The renderer's tests count renders; the rate limit has its own test.
    SSR_RENDERS_PER_SECOND: '10000',
    ...overrides,
  });
}
