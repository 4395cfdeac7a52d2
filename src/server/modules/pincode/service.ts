import { INDIAN_STATES, type IndianState } from '@shared/constants';
import type { PinPlace } from '@shared/api/pincode';
import type { Db } from '../../db/client';
import { notFound } from '../../domain-error';
import * as repo from './repository';

export const PIN_NOT_FOUND = 'server_pin_not_found';

const isState = (name: string): name is IndianState =>
  (INDIAN_STATES as readonly string[]).includes(name);

/** A PIN's place in India Post's directory, or null when no post office has it. */
export async function placeOfPin(db: Db, pincode: string): Promise<PinPlace | null> {
  const row = await repo.findPin(db, Number(pincode));
  if (!row) return null;
  // The migration writes only the shop's own state names; anything else is a broken table.
  const states = row.states.filter(isState);
  if (!states[0]) throw new Error(`pin_codes ${pincode} names no known state`);
  return { pincode, district: row.district, state: states[0], states, postOffices: row.offices };
}

/** The same, answering NOT_FOUND for a PIN no post office has. */
export async function lookUpPin(db: Db, pincode: string): Promise<PinPlace> {
  const place = await placeOfPin(db, pincode);
  if (!place) throw notFound(PIN_NOT_FOUND);
  return place;
}
