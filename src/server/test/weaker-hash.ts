import { randomBytes, scryptSync } from 'node:crypto';

/** A scrypt hash with lower parameters than today's, as one stored before a raise would be. */
export async function weakerHash(password: string): Promise<string> {
  const [N, r, p] = [1024, 8, 1];
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}
