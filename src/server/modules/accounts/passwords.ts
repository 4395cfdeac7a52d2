import bcrypt from 'bcryptjs';

const COST = 10;
/** Compared against when the account does not exist, so a miss takes as long as a hit. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', COST);

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DUMMY_HASH).then((ok) => ok && !!hash);
}
