import { z } from 'zod';
import { INDIAN_STATES } from '../constants';
import { endpoint } from './endpoint';

/** A PIN as India Post writes them: six digits, the first not 0. */
export const pincode = z
  .string()
  .regex(/^[1-9]\d{5}$/, 'pincode must be 6 digits, not starting with 0');

export const pinPlace = z.object({
  pincode: z.string(),
  /** The district, which the address form puts in City / District / Town. */
  district: z.string(),
  /** The state or union territory most of the PIN's post offices lie in. */
  state: z.enum(INDIAN_STATES),
  /** Every one they lie in (a few PINs cross a border), `state` first. */
  states: z.array(z.enum(INDIAN_STATES)),
  /** The PIN's post offices, as the localities the address form offers. */
  postOffices: z.array(z.string()),
});
export type PinPlace = z.infer<typeof pinPlace>;

/** Where a PIN is, from India Post's directory (docs/decisions.md: its source and date). */
export const getPincode = endpoint({
  method: 'GET',
  path: '/pincode/:pincode',
  auth: false,
  summary: "A PIN code's district, state and post offices; 404 when no post office has it",
  params: z.strictObject({ pincode }),
  response: pinPlace,
});
