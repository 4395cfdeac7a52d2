import { INDIAN_STATES, type IndianState } from '@shared/constants';

/** One post office of India Post's All India Pincode Directory, as the 2015 copy spells it. */
export interface DirectoryRow {
  officeName: string;
  pincode: number | string;
  districtName: string;
  stateName: string;
}

/** What the shop keeps per PIN: enough to fill an address and to place the PIN on the map. */
export interface PinEntry {
  pin: number;
  district: string;
  /** Every state or union territory the PIN's offices lie in, the most offices first. */
  states: IndianState[];
  /** The post offices' names without their type (B.O, S.O, H.O, G.P.O.), as localities. */
  offices: string[];
}

/** The 2015 copy's state names that are not spelt as the shop spells them. */
const RENAMED: Record<string, IndianState> = {
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  CHATTISGARH: 'Chhattisgarh',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  PONDICHERRY: 'Puducherry',
  // Merged into one union territory on 26 January 2020.
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
};

/**
 * Telangana's ten districts as the 2015 copy names them: Telangana became a state on 2 June
 * 2014, but the copy still files their offices under Andhra Pradesh. Going by district, not by
 * the PIN's 50 prefix, keeps 507130 (East Godavari, Andhra Pradesh) where it is.
 */
const TELANGANA_DISTRICTS = new Set([
  'Adilabad',
  'Hyderabad',
  'K.V.Rangareddy',
  'Karim Nagar',
  'Khammam',
  'Mahabub Nagar',
  'Medak',
  'Nalgonda',
  'Nizamabad',
  'Warangal',
]);

/** Leh and Kargil became the union territory of Ladakh on 31 October 2019. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

const byLowerCase = new Map(INDIAN_STATES.map((s) => [s.toLowerCase(), s]));

/** The state or union territory an office lies in today. */
export function stateToday(row: DirectoryRow): IndianState {
  const name = row.stateName.trim().toUpperCase();
  if (name === 'ANDHRA PRADESH' && TELANGANA_DISTRICTS.has(row.districtName.trim()))
    return 'Telangana';
  if (name === 'JAMMU & KASHMIR' && LADAKH_DISTRICTS.has(row.districtName.trim())) return 'Ladakh';
  const state = RENAMED[name] ?? byLowerCase.get(name.toLowerCase());
  if (!state) throw new Error(`Unknown state "${row.stateName}" for PIN ${row.pincode}`);
  return state;
}

/**
 * "Moazzampura S.O" -> "Moazzampura", "Gandhi Bhawan S.O (Hyderabad)" -> "Gandhi Bhawan
 * (Hyderabad)": the office's type is no part of a locality's name.
 */
export function localityName(officeName: string): string {
  // At the end, or before the town that tells two offices of one name apart; a few names carry
  // their type twice ("Lingapuram B.O B.O").
  const type = /\s+(B\.O|S\.O|H\.O|G\.P\.O\.?|EDB\.O|E\.D\.B\.O)\.?(?=\s*\(|$)/i;
  let name = officeName.replace(/\s+/g, ' ').trim();
  while (type.test(name)) name = name.replace(type, '').trim();
  return name;
}

function byCountDescending(names: string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([n]) => n);
}

/** One entry per PIN, its states and district corrected to today's, ordered by PIN. */
export function compactDirectory(rows: readonly DirectoryRow[]): PinEntry[] {
  const byPin = new Map<number, DirectoryRow[]>();
  for (const row of rows) {
    const pin = Number(row.pincode);
    if (!Number.isInteger(pin) || pin < 100000 || pin > 999999)
      throw new Error(`Not a PIN: "${row.pincode}"`);
    const list = byPin.get(pin) ?? [];
    list.push(row);
    byPin.set(pin, list);
  }
  return [...byPin.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([pin, list]) => ({
      pin,
      district: byCountDescending(list.map((r) => r.districtName.trim()))[0]!,
      states: byCountDescending(list.map(stateToday)) as IndianState[],
      offices: [...new Set(list.map((r) => localityName(r.officeName)))]
        .filter(Boolean)
        .sort((a, b) => a.localeCompare(b)),
    }));
}
