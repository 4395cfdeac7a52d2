import { INDIAN_STATES } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { AddressFields } from '@shared/api/address';
import type { PinLookup } from '@/lib/pin-place';
import { isIndianMobile, isPinCode } from '@shared/rules/account-facts';

const TEXT_FIELDS = [
  'name',
  'address',
  'phonenumber',
  'alternatephonenumber',
  'pincode',
  'state',
  'cityDistTown',
  'landmark',
  'locality',
] as const satisfies readonly (keyof AddressFields)[];

const isKnownState = (value: string) => (INDIAN_STATES as readonly string[]).includes(value);

/**
 * The form's one line, the spec's messages in the spec's order (every field required, then the
 * phone), then the PIN: its shape, then whether any post office has it.
 */
export function addressProblem(a: AddressFields, pin: PinLookup = { state: 'idle' }): string {
  if (TEXT_FIELDS.some((key) => !a[key].trim())) return m.account_fill_required();
  if (!isIndianMobile(a.phonenumber) || !isIndianMobile(a.alternatephonenumber))
    return m.account_phone_incorrect();
  if (!isPinCode(a.pincode)) return m.address_pin_invalid();
  if (pin.state === 'unknown') return m.address_pin_not_found();
  if (!isKnownState(a.state)) return m.address_choose_state_problem();
  return '';
}

export type FieldProblems = Partial<Record<(typeof TEXT_FIELDS)[number], string>>;

/** Each field's own problem, shown beside it once the shopper has tried to save. */
export function fieldProblems(a: AddressFields): FieldProblems {
  const problems: FieldProblems = {};
  for (const key of TEXT_FIELDS) if (!a[key].trim()) problems[key] = m.address_field_required();
  for (const key of ['phonenumber', 'alternatephonenumber'] as const)
    if (!problems[key] && !isIndianMobile(a[key])) problems[key] = m.account_phone_incorrect();
  if (!problems.pincode && !isPinCode(a.pincode)) problems.pincode = m.address_pin_invalid();
  if (!problems.state && !isKnownState(a.state)) problems.state = m.address_choose_state_problem();
  return problems;
}
