import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface StoredSecrets {
  jwtSecret: string;
  webhookSecret: string;
  /** Web Push's application server keys (VAPID), base64url. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

const FILE = 'secrets.json';

/**
 * The secrets of an install that was given none: generated at random on the first start and
 * kept in DATA_DIR (mode 0600), so no two installs share a key and sessions survive restarts.
 */
export function storedSecrets(dataDir: string): StoredSecrets {
  const path = join(dataDir, FILE);
  mkdirSync(dataDir, { recursive: true });
  const vapid = webpush.generateVAPIDKeys();
  const fresh: StoredSecrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    webhookSecret: randomBytes(32).toString('base64url'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  try {
    // 'wx': of two processes starting at once, one writes and both read the same file.
    writeFileSync(path, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A file copied in with a looser mode is tightened: it is as good as a password.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const stored = JSON.parse(readFileSync(path, 'utf8')) as Partial<StoredSecrets>;
  if (
    typeof stored.jwtSecret !== 'string' ||
    stored.jwtSecret.length < 32 ||
    typeof stored.webhookSecret !== 'string' ||
    stored.webhookSecret.length < 16
  ) {
    throw new Error(
      `Invalid configuration: ${path} does not hold the generated secrets; remove it to generate new ones (every session ends)`,
    );
  }
  const secrets = { ...fresh, ...stored } as StoredSecrets;
  // A file from before Web Push: its secrets are kept (sessions go on) and VAPID keys added.
  if (!stored.vapidPublicKey || !stored.vapidPrivateKey) {
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, path);
  }
  return secrets;
}
