import type { Db } from '../../db/client';
import * as repo from './repository';

export const CONTACT_THANKS =
  'Thank you! Your message has been sent, we will reply within 24 hours.';

export async function sendContactMessage(db: Db, message: Parameters<typeof repo.storeMessage>[1]) {
  await repo.storeMessage(db, message);
  return { message: CONTACT_THANKS };
}
