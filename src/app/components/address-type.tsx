import { ADDRESS_TYPES } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { AddressFields } from '@shared/api/address';

type AddressType = AddressFields['typeOfAddress'];

const TYPE_NAMES: Record<AddressType, () => string> = {
  Home: m.address_type_home,
  Work: m.address_type_work,
  Other: m.address_type_other,
};

/** An address type as the page's language names it; the stored value stays the spec's word. */
export const addressTypeName = (type: AddressType): string => TYPE_NAMES[type]?.() ?? type;

/** Home, Work or Other, as radio buttons. */
export function AddressTypeChoice({
  value,
  onChange,
}: {
  value: AddressType;
  onChange: (type: AddressType) => void;
}) {
  return (
    <fieldset className="text-sm sm:col-span-2">
      <legend>{m.address_type()}</legend>
      <div className="mt-1 flex gap-4">
        {ADDRESS_TYPES.map((t) => (
          // The label is the tap target: a finger's height on phones.
          <label key={t} className="flex min-h-11 items-center gap-1 md:min-h-0">
            <input
              type="radio"
              name="typeOfAddress"
              checked={value === t}
              onChange={() => onChange(t)}
            />
            {addressTypeName(t)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
