import { createHmac } from 'node:crypto';

/**
 * The token the sandbox courier's webhooks carry, derived from the server's webhook secret (set
 * or generated, shared by every instance): one secret fewer to keep, and still none anyone
 * outside can guess. The e2e specs that post its scans sign them with the same derivation.
 */
export const sandboxCourierToken = (webhookSecret: string) =>
  createHmac('sha256', webhookSecret).update('sandbox courier webhook').digest('hex');
