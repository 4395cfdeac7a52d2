import webpush from 'web-push';

const vapid = webpush.generateVAPIDKeys();

/** What a production start needs (secrets, Web Push keys, the sandbox providers allowed), for benches and the topology test. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
  PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-bench-webhook',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:bench@example.in',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  // Required in production; nothing here follows the pages' absolute links.
  PUBLIC_ORIGIN: 'http://127.0.0.1',
};
