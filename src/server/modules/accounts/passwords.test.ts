import bcrypt from 'bcryptjs';
import { checkPassword, hashPassword, needsRehash } from './passwords';

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

  it('still verifies the bcrypt hashes stored before, and asks for them to be replaced', async () => {
    const old = bcrypt.hashSync('shopper123', 4);
    expect(await checkPassword('shopper123', old)).toBe(true);
    expect(await checkPassword('shopper124', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('answers false for an account without a password or a hash it cannot read', async () => {
    expect(await checkPassword('anything', null)).toBe(false);
    expect(await checkPassword('anything', 'scrypt$16384$8$1$bad$bad')).toBe(false);
    expect(await checkPassword('anything', 'plain-text')).toBe(false);
  });
});
