import { checkPassword, hashPassword, needsRehash } from './passwords';
import { weakerHash } from '../../test/weaker-hash';

describe('password hashing', () => {
  it('hashes with scrypt, a fresh salt each time, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await checkPassword('correct horse', a)).toBe(true);
    expect(await checkPassword('correct horsf', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('counts the whole password: two that differ after 72 bytes are different (bcrypt ignored that part)', async () => {
    const common = 'x'.repeat(80);
    const hash = await hashPassword(`${common}-first`);
    expect(await checkPassword(`${common}-first`, hash)).toBe(true);
    expect(await checkPassword(`${common}-other`, hash)).toBe(false);
  });

  it('verifies a hash with older scrypt parameters, and asks for it to be replaced', async () => {
    const old = await weakerHash('shopper123');
    expect(await checkPassword('shopper123', old)).toBe(true);
    expect(await checkPassword('shopper124', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses a bcrypt hash: no account was ever stored with one', async () => {
    const bcryptHash = '$2b$04$6h3NebhlBKiDRh56mJE.H.l8YcYeioxCNUxCkqnjh7sN5G7I9nAlC';
    expect(await checkPassword('shopper123', bcryptHash)).toBe(false);
    expect(needsRehash(bcryptHash)).toBe(true);
  });

  it('answers false for an account without a password or a hash it cannot read', async () => {
    expect(await checkPassword('anything', null)).toBe(false);
    expect(await checkPassword('anything', 'scrypt$16384$8$1$bad$bad')).toBe(false);
    expect(await checkPassword('anything', 'plain-text')).toBe(false);
  });
});
