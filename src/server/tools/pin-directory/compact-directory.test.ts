import { describe, expect, it } from 'vitest';
import { compactDirectory, localityName, stateToday, type DirectoryRow } from './compact-directory';

const row = (pincode: number, officeName: string, districtName: string, stateName: string) =>
  ({ pincode, officeName, districtName, stateName }) satisfies DirectoryRow;

describe('stateToday', () => {
  it("files Telangana's districts under Telangana, not the 2015 copy's Andhra Pradesh", () => {
    expect(stateToday(row(500001, 'Moazzampura S.O', 'Hyderabad', 'ANDHRA PRADESH'))).toBe(
      'Telangana',
    );
    expect(stateToday(row(506001, 'Warangal H.O', 'Warangal', 'ANDHRA PRADESH'))).toBe('Telangana');
  });

  it('keeps Andhra Pradesh for its own districts, a 50 PIN of East Godavari included', () => {
    expect(stateToday(row(530001, 'Visakhapatnam H.O', 'Visakhapatnam', 'ANDHRA PRADESH'))).toBe(
      'Andhra Pradesh',
    );
    expect(stateToday(row(507130, 'Kunavaram B.O', 'East Godavari', 'ANDHRA PRADESH'))).toBe(
      'Andhra Pradesh',
    );
  });

  it('moves Leh and Kargil to Ladakh and keeps the rest in Jammu and Kashmir', () => {
    expect(stateToday(row(194101, 'Leh H.O', 'Leh', 'JAMMU & KASHMIR'))).toBe('Ladakh');
    expect(stateToday(row(194103, 'Kargil H.O', 'Kargil', 'JAMMU & KASHMIR'))).toBe('Ladakh');
    expect(stateToday(row(190001, 'Srinagar G.P.O.', 'Srinagar', 'JAMMU & KASHMIR'))).toBe(
      'Jammu and Kashmir',
    );
  });

  it('merges Dadra and Nagar Haveli with Daman and Diu', () => {
    const merged = 'Dadra and Nagar Haveli and Daman and Diu';
    expect(
      stateToday(row(396230, 'Silvassa S.O', 'Dadra & Nagar Haveli', 'DADRA & NAGAR HAVELI')),
    ).toBe(merged);
    expect(stateToday(row(396210, 'Daman S.O', 'Daman', 'DAMAN & DIU'))).toBe(merged);
  });

  it("spells the rest as the address form does, and refuses a state it doesn't know", () => {
    expect(stateToday(row(605001, 'Pondicherry H.O', 'Pondicherry', 'PONDICHERRY'))).toBe(
      'Puducherry',
    );
    expect(stateToday(row(492001, 'Raipur H.O', 'Raipur', 'CHATTISGARH'))).toBe('Chhattisgarh');
    expect(stateToday(row(400001, 'Stock Exchange S.O', 'Mumbai', 'MAHARASHTRA'))).toBe(
      'Maharashtra',
    );
    expect(() => stateToday(row(400001, 'X S.O', 'Mumbai', 'ATLANTIS'))).toThrow(/ATLANTIS/);
  });
});

describe('localityName', () => {
  it("drops the office's type but keeps the rest of its name", () => {
    expect(localityName('Moazzampura S.O')).toBe('Moazzampura');
    expect(localityName('Ada B.O')).toBe('Ada');
    expect(localityName('Guwahati G.P.O.')).toBe('Guwahati');
    expect(localityName('Gandhi Bhawan S.O (Hyderabad)')).toBe('Gandhi Bhawan (Hyderabad)');
    expect(localityName('B.O Road S.O')).toBe('B.O Road');
    expect(localityName('Khajurna  B.O. B.O')).toBe('Khajurna');
  });
});

describe('compactDirectory', () => {
  it('gives one entry per PIN, ordered, with its offices as sorted localities', () => {
    const entries = compactDirectory([
      row(500001, 'Seetharampet S.O', 'Hyderabad', 'ANDHRA PRADESH'),
      row(110001, 'Janpath S.O', 'Central Delhi', 'DELHI'),
      row(500001, 'Moazzampura S.O', 'Hyderabad', 'ANDHRA PRADESH'),
      row(500001, 'Moazzampura B.O', 'Hyderabad', 'ANDHRA PRADESH'),
    ]);
    expect(entries).toEqual([
      { pin: 110001, district: 'Central Delhi', states: ['Delhi'], offices: ['Janpath'] },
      {
        pin: 500001,
        district: 'Hyderabad',
        states: ['Telangana'],
        offices: ['Moazzampura', 'Seetharampet'],
      },
    ]);
  });

  it("lists a border PIN's states with the one most of its offices lie in first", () => {
    const [entry] = compactDirectory([
      row(396230, 'Amboli B.O', 'Valsad', 'GUJARAT'),
      row(396230, 'Masat B.O', 'Dadra & Nagar Haveli', 'DADRA & NAGAR HAVELI'),
      row(396230, 'Kherdi B.O', 'Dadra & Nagar Haveli', 'DADRA & NAGAR HAVELI'),
    ]);
    expect(entry!.states).toEqual(['Dadra and Nagar Haveli and Daman and Diu', 'Gujarat']);
    expect(entry!.district).toBe('Dadra & Nagar Haveli');
  });

  it('refuses a row whose PIN is not six digits', () => {
    expect(() => compactDirectory([row(50001, 'X B.O', 'Hyderabad', 'ANDHRA PRADESH')])).toThrow(
      /Not a PIN/,
    );
  });
});
