import type { Db } from '../../db/client';
import * as repo from './repository';
import { said } from '@shared/said';

export const CONTACT_THANKS = 'pages_contact_thanks';

export async function sendContactMessage(db: Db, message: Parameters<typeof repo.storeMessage>[1]) {
  await repo.storeMessage(db, message);
  return said(CONTACT_THANKS);
}
