import type { IndianState } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';

/** Each state's name in the page's language; the address keeps the English name the API takes. */
const NAMES: Record<IndianState, () => string> = {
  'Andhra Pradesh': m.state_andhra_pradesh,
  'Arunachal Pradesh': m.state_arunachal_pradesh,
  Assam: m.state_assam,
  Bihar: m.state_bihar,
  Chhattisgarh: m.state_chhattisgarh,
  Goa: m.state_goa,
  Gujarat: m.state_gujarat,
  Haryana: m.state_haryana,
  'Himachal Pradesh': m.state_himachal_pradesh,
  Jharkhand: m.state_jharkhand,
  Karnataka: m.state_karnataka,
  Kerala: m.state_kerala,
  'Madhya Pradesh': m.state_madhya_pradesh,
  Maharashtra: m.state_maharashtra,
  Manipur: m.state_manipur,
  Meghalaya: m.state_meghalaya,
  Mizoram: m.state_mizoram,
  Nagaland: m.state_nagaland,
  Odisha: m.state_odisha,
  Punjab: m.state_punjab,
  Rajasthan: m.state_rajasthan,
  Sikkim: m.state_sikkim,
  'Tamil Nadu': m.state_tamil_nadu,
  Telangana: m.state_telangana,
  Tripura: m.state_tripura,
  'Uttar Pradesh': m.state_uttar_pradesh,
  Uttarakhand: m.state_uttarakhand,
  'West Bengal': m.state_west_bengal,
  'Andaman and Nicobar Islands': m.state_andaman_nicobar,
  Chandigarh: m.state_chandigarh,
  'Dadra and Nagar Haveli and Daman and Diu': m.state_dadra_daman_diu,
  Delhi: m.state_delhi,
  'Jammu and Kashmir': m.state_jammu_kashmir,
  Ladakh: m.state_ladakh,
  Lakshadweep: m.state_lakshadweep,
  Puducherry: m.state_puducherry,
};

/** A saved address's state in the page's language (one saved before the list as it was). */
export function stateName(state: string): string {
  const name = NAMES[state as IndianState];
  return name ? name() : state;
}
